import Foundation
import MockModel
import MockPipeline
import MockVerification

/// What verification costs against the number of mocks checked, in one module of a fixed size:
/// the first N protocols are mocked and verified cold (nothing remembered), so a module's size
/// and the mocks' count can be told apart.
enum VerifyCurve {
    struct Point {
        var mocks = 0
        var seconds = 0.0
        /// The compilers' processor time, user and system: on a shared machine the wall clock
        /// says more about the neighbours.
        var compilerSeconds = 0.0
        var compilerRuns = 0
        var compiling = 0
    }

    struct Curve {
        var protocols = 0
        var files = 0
        /// Finding the module (`swift package describe`), once.
        var locate = 0.0
        var points: [Point] = []
    }

    /// `counts` larger than the module's protocols are measured with all of them.
    static func measure(project: String, counts: [Int], cache: URL) throws -> Curve {
        let pipeline = Pipeline(cacheFolder: cache)
        let scan = try pipeline.generate(GenerateRequest(path: project, selection: Selection(all: true))).scan
        let names = scan.protocols.map(\.name)
        let started = ContinuousClock.now
        let modules = try ModuleLocator().modules(
            path: project, scannedFiles: scan.files, needed: scan.protocols.map(\.location.file))
        var curve = Curve(
            protocols: names.count, files: scan.files.count, locate: (ContinuousClock.now - started).seconds)
        guard modules.count == 1, let module = modules.first?.module else {
            throw BenchError("\(project) should be one module; found \(modules.count)")
        }
        for count in counts {
            var request = GenerateRequest(
                path: project, selection: Selection(protocolNames: Array(names.prefix(count))), imports: ["Foundation"])
            request.needsMocks = true
            let mocks = try pipeline.generate(request).mocks
            // No verification cache: every mock goes to the compiler.
            let begun = ContinuousClock.now
            let processor = childProcessorSeconds()
            let result = try MockVerifier().verify(mocks, in: module, imports: request.imports)
            curve.points.append(
                Point(
                    mocks: result.statuses.count, seconds: (ContinuousClock.now - begun).seconds,
                    compilerSeconds: childProcessorSeconds() - processor,
                    compilerRuns: result.compilerRuns,
                    compiling: result.statuses.values.filter { $0 == .compiles || $0 == .compilesWithWarnings }.count))
        }
        return curve
    }

    #if os(Linux)
        private static let childrenUsage = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
    #else
        private static let childrenUsage = RUSAGE_CHILDREN
    #endif

    /// User and system time of every child process that has ended.
    private static func childProcessorSeconds() -> Double {
        var usage = rusage()
        getrusage(childrenUsage, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    static func report(_ curve: Curve) {
        print(
            "verification time against the mocks' count, one module of \(curve.protocols) protocols in "
                + "\(curve.files) files, \(ProcessInfo.processInfo.activeProcessorCount) cores "
                + "(module found in \(format(curve.locate)))")
        print("| mocks | verification | compilers' processor time | compiler runs | compile |")
        print("| ---: | ---: | ---: | ---: | ---: |")
        for point in curve.points {
            print(
                "| \(point.mocks) | \(format(point.seconds)) | \(format(point.compilerSeconds)) | "
                    + "\(point.compilerRuns) | \(point.compiling) |")
        }
    }
}
