import Foundation

extension Driver {
    static func answers() async throws {
        let bag = BagMock()
        bag.contents = 3
        bag.pickReturnValue = "coin"
        expect(bag.contents as? Int == 3 && bag.pick() as? String == "coin", "Any is answered unwrapped")
        let echo = EchoMock()
        echo.echoValueReturnValue = 7
        expect(echo.echo("x") as? Int == 7 && echo.echoValueReceivedArguments.first as? String == "x", "Any values")

        let redeemer = RedeemerMock()
        do {
            try redeemer.redeem(code: try { throw RedeemError.expired }())
            expect(false, "the autoclosure's error is thrown")
        } catch {
            expect(error == .expired && redeemer.redeemCodeCallsCount == 0, "typed, before the call is recorded")
        }
        redeemer.tallyCountReturnValue = 2
        expect(redeemer.tally(5) == 2 && redeemer.tallyCountReceivedArguments == [5], "rethrows evaluates")
        redeemer.spend(Coupon(cents: 50))
        expect(redeemer.spendCouponCallsCount == 1, "a coupon is spent, not recorded")

        let till = TillMock()
        await till.setCloseReturnValue(Receipt())
        let receipt = try await till.close()
        expect(receipt.total == 0, "a sending result")
        let vault = try VaultMock(code: 1)
        await vault.open()
        expect(await vault.openCallsCount == 1, "an actor witnesses a parent's initializer")

        let ledger = LedgerMock()
        try await ledger.post(for: Customer(), amount: 3)
        expect(ledger.postForAmountReceivedArguments.map(\.1) == [3], "a borrowed argument is copied before the lock")
        expect(TerminatorMock().haltReasonClosure == nil, "a Never method answers only through its closure")
        let franker = FrankerMock()
        await franker.setFrankStampClosure { $0.count += 1 }
        var stamp = Stamp()
        await franker.frank(&stamp)
        expect(stamp.count == 1, "an inout argument is written back by a closure that runs on the actor")
        try await sendingAndNoncopyableAnswers()
    }

    static func sendingAndNoncopyableAnswers() async throws {
        let issuer = IssuerMock()
        issuer.issueReturnValue = Ticket()
        expect(issuer.issue().number == 0, "a sending result of a non-Sendable type, from the stored answer")
        issuer.issueLaterAfterClosure = { delay in
            let ticket = Ticket()
            ticket.number = delay
            return ticket
        }
        expect(try await issuer.issueLater(after: 4).number == 4, "and from the closure")
        let booth = BoothMock()
        await booth.setPrintTicketReturnValue(Ticket())
        expect(try await booth.printTicket().number == 0, "an actor's sending result")

        let minter = MinterMock()
        minter.mintClosure = { () -> Medal in Medal(serial: 7) }
        let token: Medal = minter.mint()
        expect(token.serial == 7 && minter.mintCallsCount == 1, "a noncopyable generic result from the closure")
        minter.mintLaterSerialClosure = { (serial: Int) async throws -> Medal in Medal(serial: serial) }
        let later: Medal = try await minter.mintLater(serial: 9)
        expect(later.serial == 9 && minter.mintLaterSerialReceivedArguments == [9], "with its call's types")

        DialMock.calibrateReturnValue = 3
        expect(DialMock.calibrate() == 3, "a main actor mock's nonisolated static witness of its parent's requirement")
        expect(DialMock.calibrateCallsCount == 1, "recorded under the static lock")
    }
}
