import MockModel
import MockPlanning
import MockRender

/// A protocol's mock as the `@Mockable` macro makes it: from the protocol alone. A scan sees
/// every parent; the macro sees none, so it takes each parent to be a `@Mockable` protocol as
/// Sendable as this one (what the documentation asks of an inheritance chain), whose mock it
/// subclasses by name. What that cannot cover is an error here and a note on the file export.
public enum MacroView {
    /// The mock the macro expands to, or why it cannot; options come from the marker alone.
    public static func mock(for model: ProtocolModel) -> (text: String?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let unseen = unseenParents(of: model)
        if !unseen.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .error, .needsFileExport,
                    unseenReason(model, unseen) + "; generate this mock with `mockscope generate` instead",
                    at: model.location))
        }
        let options = EffectiveOptions(MockOptions(), marker: model.marker)
        let planned = MockPlanner(parents: assumedParents(of: model)).plan(model, options: options)
        diagnostics += planned.diagnostics
        guard let plan = planned.plan, !diagnostics.contains(where: { $0.severity == .error }) else {
            return (nil, diagnostics)
        }
        return (MockRenderer().render(plan), diagnostics)
    }

    /// A note for a file-exported mock the macro would not reproduce, nil when it would.
    /// Only protocols with parents can differ, so the others cost nothing here.
    public static func limitation(of model: ProtocolModel, exportedText: String, options: EffectiveOptions)
        -> Diagnostic?
    {
        guard !ParentProtocols.names(of: model).isEmpty else { return nil }
        let unseen = unseenParents(of: model)
        if !unseen.isEmpty {
            return Diagnostic(
                .note, .needsFileExport, unseenReason(model, unseen) + noteAdvice, at: model.location)
        }
        var asMarked = model
        asMarked.marker = Marker(
            kind: .attribute, condition: options.condition, access: options.access, sendable: options.sendable)
        guard mock(for: asMarked).text != exportedText else { return nil }
        let parent = ParentProtocols.names(of: model)[0]
        return Diagnostic(
            .note, .needsFileExport,
            "@Mockable sees only '\(model.name)' and takes '\(parent)' to be as Sendable as it is, so it would expand to a different \(model.name)Mock"
                + noteAdvice,
            at: model.location)
    }

    private static let noteAdvice = "; keep this mock a generated file instead of the macro's expansion"

    /// Parents whose requirements the mock must witness itself: all of an actor's (actors cannot
    /// subclass), every one after the first of a class's (the first is its superclass).
    static func unseenParents(of model: ProtocolModel) -> [String] {
        let names = ParentProtocols.names(of: model)
        return ParentProtocols.isActor(model) ? names : Array(names.dropFirst())
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
        for name in ParentProtocols.names(of: model) where name != model.name {
            parents[name] = ProtocolModel(
                name: name, location: SourceLocation(file: "@Mockable parent", line: 1, column: 1),
                access: model.access, inherited: sendable ? [.simple("Sendable")] : [], members: [])
        }
        return parents
    }
}
