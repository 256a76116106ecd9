import MockModel
import MockPipeline
import MockUses

/// Which tests use each mock, read off the keyboard's path after every scan, and what the last
/// change on disk took from them.
public struct UsesState: Sendable {
    /// Which reading is the latest; an older one's answer is dropped.
    public var number = 0
    public var report: UsesReport?
    /// By protocol id: the test lines that used a member of its mock which the last change of
    /// the protocol removed or renamed.
    public var brokenLines: [String: Int] = [:]

    mutating func receive(_ number: Int, _ report: UsesReport) {
        guard number == self.number else { return }
        if let previous = self.report { brokenLines = Self.lost(from: previous, to: report) }
        self.report = report
    }

    /// Per protocol, the test lines whose use resolved before and does not now: a member they
    /// name is gone from the mock (a requirement removed or renamed).
    static func lost(from previous: UsesReport, to current: UsesReport) -> [String: Int] {
        var lost: [String: Int] = [:]
        for (id, before) in previous.usages {
            guard let after = current.usages[id] else { continue }
            let still = Set(after.uses.map { "\($0.site.file):\($0.site.line)" })
            let gone = Set(before.uses.map { "\($0.site.file):\($0.site.line)" }).subtracting(still)
            if !gone.isEmpty { lost[id] = gone.count }
        }
        return lost
    }
}

/// A test line opened from the uses box: the source pane shows it while its protocol is focused.
public struct OpenedUse: Hashable, Sendable {
    public var protocolID: String
    public var file: String
    public var line: Int
}

extension ExplorerState {
    /// The tests' uses of the protocol's mock; nil when the project has no tests to read, or the
    /// protocol gets no mock.
    public func usage(for model: ProtocolModel) -> MockUsage? {
        guard let report = uses.report, report.testFiles > 0 else { return nil }
        return report.usages[model.id]
    }

    /// Names of the protocols whose mock no test uses, for export's `i`.
    public var protocolsNoTestUses: [String] {
        protocols.filter { usage(for: $0)?.isUnused == true }.map(\.name)
    }

    /// The mock pane title's words on the tests, empty when there are none to read.
    func usesNote(for model: ProtocolModel) -> String {
        guard let usage = usage(for: model) else { return "" }
        var note =
            usage.isUnused ? " · no test uses it" : " · \(usage.tests.count) test\(usage.tests.count == 1 ? "" : "s")"
        if let broken = uses.brokenLines[model.id] {
            note += " · \(broken) test line\(broken == 1 ? "" : "s") use removed or renamed members"
        }
        return note
    }

    /// The use line the source pane shows, while its protocol has the focus.
    public var openedUse: OpenedUse? {
        display.openedUse.flatMap { $0.protocolID == focusedProtocol?.id ? $0 : nil }
    }
}
