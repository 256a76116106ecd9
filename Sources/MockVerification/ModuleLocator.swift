import Foundation
import MockPipeline

/// A module and the files of it that declare protocols being verified.
public struct LocatedModule: Sendable, Hashable {
    public var module: ModuleContext
    /// Standardized absolute paths of the module's files.
    public var files: Set<String>
    /// The SwiftPM target the module is built from, and its package; nil for a plain folder.
    public var target: String?
    public var packageRoot: URL?
}

/// Finds the module each scanned file belongs to: a SwiftPM target when a `Package.swift` sits at
/// or above PATH, otherwise the scanned folder as one module.
public struct ModuleLocator: Sendable {
    /// `swift`, for `package describe` and building dependencies; nil looks on PATH.
    public var swift: String?
    public var timeout: Double
    /// Added to every module's compiler flags.
    public var flags: [String]
    /// Receives build progress while dependencies are built.
    public var progress: (@Sendable (String) -> Void)?
    /// Told what is built, for which target and how far, while dependencies are built.
    public var onBuild: (@Sendable (BuildProgress) -> Void)?
    /// The package's build folder when it is not `.build` (SwiftPM's `--scratch-path`).
    public var scratchPath: String?
    /// True once a newer verification made this one pointless: describing or building the
    /// package stops then, as the compiler does.
    public var isCancelled: (@Sendable () -> Bool)?
    /// Whether the project's own code (its manifest, build, plugins, configured flags) may run.
    public var consent: CodeConsent

    public init(
        swift: String? = nil, timeout: Double = 600, flags: [String] = [],
        progress: (@Sendable (String) -> Void)? = nil, scratchPath: String? = nil,
        isCancelled: (@Sendable () -> Bool)? = nil, consent: CodeConsent = .given,
        onBuild: (@Sendable (BuildProgress) -> Void)? = nil
    ) {
        self.onBuild = onBuild
        self.isCancelled = isCancelled
        self.swift = swift
        self.timeout = timeout
        self.flags = flags
        self.progress = progress
        self.scratchPath = scratchPath
        self.consent = consent
    }

    /// `scannedFiles` are the files the scan read (outputs already left out); only the modules
    /// holding one of `needed` (the files of the protocols being verified) are returned.
    public func modules(path: String, scannedFiles: [String], needed: [String]) throws(VerificationError)
        -> [LocatedModule]
    {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        var targets: [LocatedModule] = []
        let packageRoot = Self.packageRoot(above: absolute)
        try checkConsent(path: path, packageRoot: packageRoot)
        if let root = packageRoot {
            targets = try PackageModules(locator: self, root: root).modules(
                holding: Set(needed.map(Self.absolute)), files: scannedFiles)
        }
        // Files no target holds (a folder of sources inside a package, but not one of its targets)
        // are a module of their own, as in a plain folder.
        let held = targets.reduce(into: Set<String>()) { $0.formUnion($1.files) }
        guard needed.contains(where: { !held.contains(Self.absolute($0)) }) else { return targets }
        let sources = scannedFiles.filter {
            $0.hasSuffix(".swift") && !held.contains(Self.absolute($0)) && !Self.isGenerated($0)
        }
        let folder =
            (try? absolute.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            ? absolute : absolute.deletingLastPathComponent()
        let name = Self.moduleName(folder.lastPathComponent)
        let module = ModuleContext(
            moduleName: name, packageName: name, sources: sources, languageMode: "6", flags: flags)
        return targets + [LocatedModule(module: module, files: Set(sources.map(Self.absolute)))]
    }

    /// Builds the module's target (a debug build, which enables `@testable import`), so the
    /// destination its mocks are exported to can import it as its own build would.
    func build(_ located: LocatedModule, for destination: ExportDestination) throws(VerificationError) {
        guard let target = located.target, let root = located.packageRoot else { return }
        guard let swift = swift ?? ProcessRunner.find("swift") else {
            throw VerificationError("cannot verify the mocks: no 'swift' on PATH to build \(target)")
        }
        try PackageModules(locator: self, root: root).build(
            ["--target", target], for: destination.target, swift: swift)
    }

    /// The last word before anything of the project's own runs: what was trusted must be what
    /// would run now, and a package found here must be the one trusted.
    func checkConsent(path: String, packageRoot: URL?) throws(VerificationError) {
        guard case .trusted(let granted) = consent else { return }
        let current = ProjectCode.find(path: path, configuredFlags: flags)
        let samePackage =
            packageRoot.map { current?.isPackage == true && ProjectCode.normalized($0.path).path == current?.folder }
            ?? true
        guard current == granted, samePackage else {
            throw .untrusted(current?.folder ?? packageRoot?.path ?? path, current?.whatRuns ?? "runs its own code")
        }
    }

    static func packageRoot(above url: URL) -> URL? {
        var folder = url
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// Mocks MockScope wrote earlier would be declared twice next to the ones being verified.
    static func isGenerated(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: OutputFile.headerMarker.utf8.count)) ?? Data()
        return OutputFile.isGenerated(String(decoding: head, as: UTF8.self))
    }

    /// A folder name made into an identifier (`my-app` → `my_app`).
    static func moduleName(_ folder: String) -> String {
        var name = String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.isEmpty || name.first!.isNumber { name = "_" + name }
        return name
    }
}
