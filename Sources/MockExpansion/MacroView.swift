import MockModel
import MockPlanning
import MockRender

/// A protocol's mock as the `@Mockable` macro makes it: from the protocol alone. A scan sees
/// every parent; the macro sees none, so it takes each parent to be a `@Mockable` protocol with
/// the same options and as Sendable as this one (what the documentation asks of an inheritance
/// chain), whose mock it subclasses by name. A parent whose requirements the mock would have to
/// witness itself is beyond it: an error here, and a note on the file export.
public enum MacroView {
    /// The mock the macro expands to, or why it cannot; options come from the marker alone.
    public static func mock(for model: ProtocolModel) -> (text: String?, diagnostics: [Diagnostic]) {
        let options = EffectiveOptions(MockOptions(), marker: model.marker)
        var planner = MockPlanner(parents: assumedParents(of: model))
        planner.writesInProtocolsFile = true
        let planned = planner.plan(model, options: options)
        var diagnostics = planned.diagnostics
        let unseen = planned.plan.map { unseenParents(of: model, subclassing: $0.parentProtocol) } ?? []
        if !unseen.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .error, .needsFileExport,
                    unseenReason(model, unseen) + macroAdvice,
                    at: model.location))
        }
        guard let plan = planned.plan, !diagnostics.contains(where: { $0.severity == .error }) else {
            return (nil, diagnostics)
        }
        if options.style == .strict {
            let strict = StrictPlanner(base: planner, facts: TypeFacts()).plan(model, options: options)
            guard let strictPlan = strict.plan else { return (nil, strict.diagnostics) }
            return (StrictRenderer().render(strictPlan), strict.diagnostics)
        }
        return (MockRenderer().render(plan), diagnostics)
    }

    /// A note for a file-exported mock the macro would not reproduce, nil when it would: the
    /// export can use what a scan sees (parents, typealiases, `~Copyable` types declared in other
    /// files); the macro only the protocol.
    public static func limitation(of model: ProtocolModel, exportedText: String, options: EffectiveOptions)
        -> Diagnostic?
    {
        var asMarked = model
        asMarked.branch = nil  // the macro's snippet sits in no `#if`: its peer is inside the branch
        asMarked.marker = Marker(kind: .attribute, options: options.chosen)
        let expanded = mock(for: asMarked)
        if let problem = expanded.diagnostics.first(where: { $0.code == .needsFileExport }) {
            return Diagnostic(
                .note, .needsFileExport, problem.message.replacingOccurrences(of: macroAdvice, with: noteAdvice),
                at: model.location)
        }
        guard let text = expanded.text, text.trimmingSuffixNewline != peerText(exportedText, of: model) else {
            return nil
        }
        return Diagnostic(
            .note, .needsFileExport,
            "@Mockable sees only '\(model.name)', not the parents, typealiases or ~Copyable types declared elsewhere that this export of \(model.name)Mock depends on, so it would expand to a different mock"
                + noteAdvice,
            at: model.location)
    }

    /// The export's text as the macro's peer has it: without the final line break, and without
    /// the `#if` branch the protocol sits in (the export repeats it; a peer is inside it already).
    public static func peerText(_ exportedText: String, of model: ProtocolModel) -> String {
        var lines = exportedText.lines(.file)
        if model.branch != nil, lines.first?.hasPrefix("#if ") == true, lines.last == "#endif" {
            lines.removeFirst()
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }

    private static let macroAdvice = "; generate this mock with `mockscope generate` instead"
    private static let noteAdvice = "; keep this mock a generated file instead of the macro's expansion"

    /// Parents whose requirements the mock must witness itself, which the macro cannot see:
    /// every one but the superclass's protocol, and any written with generic arguments (those
    /// bind associated types the macro cannot know).
    static func unseenParents(of model: ProtocolModel, subclassing superclass: String?) -> [String] {
        ParentProtocols.scanned(of: model).filter { $0.name != superclass || $0.hasGenericArguments }.map(\.name)
    }

    private static func unseenReason(_ model: ProtocolModel, _ unseen: [String]) -> String {
        let list = unseen.map { "'\($0)'" }.joined(separator: ", ")
        return
            "@Mockable sees only '\(model.name)', not the requirements of \(list) that \(model.name)Mock must witness"
    }

    /// One empty stand-in per parent: planning needs to know it exists and whether it is Sendable.
    static func assumedParents(of model: ProtocolModel) -> [String: ProtocolModel] {
        let sendable = ParentProtocols.isSendable(model)
        var parents: [String: ProtocolModel] = [:]
        for parent in ParentProtocols.scanned(of: model) where parent.name != model.name {
            parents[parent.name] = ProtocolModel(
                name: parent.name, location: SourceLocation(file: "@Mockable parent", line: 1, column: 1),
                access: model.access, inherited: sendable ? [.simple("Sendable")] : [], members: [])
        }
        return parents
    }
}

extension String {
    fileprivate var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
