import CommandFailures
import Foundation

extension Scanner {
    /// Reads the package's targets, then the parents the scan's protocols refine but its files
    /// do not declare.
    func readForeignParents(into result: inout ScanResult) {
        let started = ContinuousClock.now
        result.package = PackageLayout.around(result.root, fileSystem: fileSystem)
        // The layout also says which publicly imported modules' sources are at hand.
        result.importedTypes = importedTypes(
            protocols: result.protocols, imports: result.importsByFile, ownTypes: result.declaredTypes,
            layout: result.package)
        let reader = ForeignParentReader(fileSystem: fileSystem, cacheFolder: cacheFolder, toolchain: toolchain)
        result.foreignParents = reader.read(for: result)
        result.timings.foreignParents = (ContinuousClock.now - started).seconds
    }

    /// A scan of another module's files for its protocols alone: their own foreign parents are
    /// looked for by the reader that asked, and only where a child needs them.
    func scanOwnFiles(_ path: String) throws(PipelineError) -> ScanResult {
        var scanner = self
        scanner.readsForeignParents = false
        scanner.digestScope = .none
        return try scanner.scan(path)
    }
}

extension ToolchainModules {
    /// The toolchain of the `swiftc` on this process's `PATH`, looked up once: like the packages
    /// SwiftPM built, the compiler's own files are probed on the local disk on purpose.
    public static let onPath: ToolchainModules? = located(environment: ProcessInfo.processInfo.environment)
}
