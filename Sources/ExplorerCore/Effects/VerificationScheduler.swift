import Foundation
import MockPipeline
import MockVerification

/// Knows the latest verification asked for. The loop announces each request as it is made, so a
/// run that is waiting out its delay, or already compiling, sees that it has been superseded.
public final class VerificationScheduler: @unchecked Sendable {
    private let lock = NSLock()
    private var latest = 0
    /// How long a request waits before compiling, so a burst of option changes costs one run.
    public let delay: Duration

    public init(delay: Duration = .zero) {
        self.delay = delay
    }

    public func announce(_ generation: Int) {
        lock.withLock { latest = max(latest, generation) }
    }

    public func isSuperseded(_ generation: Int) -> Bool {
        lock.withLock { latest > generation }
    }
}

extension EffectRunner {
    func verify(_ request: VerificationRequest, post: @escaping @Sendable (ExplorerAction) -> Void) {
        let scheduler = verifications
        scheduler.announce(request.generation)
        if scheduler.delay > .zero {
            Thread.sleep(forTimeInterval: scheduler.delay.seconds)
        }
        guard !scheduler.isSuperseded(request.generation) else { return }
        // A manifest changed since it was trusted: nothing runs until the person answers again.
        if case .trusted(let granted) = request.consent,
            ProjectCode.find(path: request.root, configuredFlags: request.flags) != granted
        {
            post(.trustChecked(judgeTrust(root: request.root, flags: request.flags)))
            return
        }
        let generation = request.generation
        let cancelled: @Sendable () -> Bool = { scheduler.isSuperseded(generation) }
        var verifier = MockVerifier(cacheFolder: cacheFolder, isCancelled: cancelled)
        let workers = ProcessInfo.processInfo.activeProcessorCount
        verifier.onPartialResult = { partial, job in
            if !cancelled() {
                let pace = VerificationPace(
                    seconds: job.seconds, workers: workers, module: job.module, moduleMocks: job.moduleMocks)
                post(.verificationProgressed(generation, partial, pace: pace))
            }
        }
        let verification = Verification(
            locator: ModuleLocator(
                flags: request.flags, isCancelled: cancelled, consent: request.consent,
                onBuild: { build in if !cancelled() { post(.verificationBuilding(generation, build)) } }),
            verifier: verifier)
        do {
            let result = try verification.run(
                request.mocks, path: request.root, scannedFiles: request.files, imports: request.imports,
                testableImports: request.testableImports, destination: request.destination)
            post(.verificationFinished(generation, result))
        } catch {
            if error != .cancelled && !cancelled() { post(.verificationFailed(generation, error.message)) }
        }
    }
}
