import Foundation

extension Driver {
    static func raisedAccess() {
        let turbo = TurboEngineMock()
        let engine: EngineMock = turbo
        engine.name = "V8"
        engine.startAfterReturnValue = true
        expect(turbo.start(after: 3) && turbo.startAfterReceivedArguments == [3], "the open parent's members")
        turbo.boost()
        expect(turbo.boostCallsCount == 1 && engine.underlyingName == "V8", "the open child's")
        let workshop = WorkshopMock()
        workshop.drawReturnValue = Blueprint()
        expect(workshop.draw() == Blueprint(), "a lowered mock works as an internal one")
    }

    static func lockNamedRequirement() {
        let latch = LatchMock()
        latch.lock()
        latch.unlock()
        expect(latch.lockCallsCount == 1 && latch.unlockCallsCount == 1, "a requirement named lock keeps its name")
    }
}
