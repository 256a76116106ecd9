import MockModel
import MockPlanning

/// A protocol's mock as the `@Mockable` macro makes it: from the protocol alone. A scan sees
/// every parent; the macro sees none, so it takes each parent to be a `@Mockable` protocol with
/// the same options and as Sendable as this one (what the documentation asks of an inheritance
/// chain), whose mock it subclasses by name. A parent whose requirements the mock would have to
/// witness itself is beyond it: an error here, and a note on the file export.
public enum MacroView {
    /// The mock the macro expands to, or why it cannot; options come from the marker alone. A
    /// model in an `#if` branch is rendered inside it, as a file export places it; the macro's
    /// own snippet sits in no branch (its peer is inside the protocol's already).
    public static func mock(for model: ProtocolModel) -> (text: String?, diagnostics: [Diagnostic]) {
        mock(for: model, reporting: .macro)
    }

    private static func mock(for model: ProtocolModel, reporting report: Diagnostic.MacroLimitReport)
        -> (text: String?, diagnostics: [Diagnostic])
    {
        let options = EffectiveOptions(MockOptions(), marker: model.marker)
        var planner = MockPlanner(parents: assumedParents(of: model))
        planner.writesInProtocolsFile = true
        let planned = planner.plan(model, options: options)
        var diagnostics = planned.diagnostics
        let unseen = planned.plan.map { unseenParents(of: model, subclassing: $0.parentProtocol) } ?? []
        if !unseen.isEmpty {
            diagnostics.append(.macroCannotSeeParents(of: model.name, unseen, report, at: model.location))
        }
        guard planned.plan != nil, unseen.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) else {
            return (nil, diagnostics)
        }
        // The style's own generator, from the list the pipeline reads too; a style the macro does
        // not offer is expanded as the default (and differs from its export, which is noted).
        let style = options.style.isExpandedByTheMacro ? options.style : .mockable
        let styled = style.generator.mock(for: model, options: options, in: StyleContext(planner: planner))
        return (styled.text, styled.diagnostics)
    }

    /// A note for a file-exported mock the macro would not reproduce, nil when it would: the
    /// export can use what a scan sees (parents, typealiases, `~Copyable` types declared in other
    /// files); the macro only the protocol.
    public static func limitation(of model: ProtocolModel, exportedText: String, options: EffectiveOptions)
        -> Diagnostic?
    {
        // The protocol keeps its branch: the expansion is rendered where the export puts it.
        // Only what `@Mockable(…)` offers can be written on it: the rest falls back to defaults.
        var marked = MockOptions()
        for option in MockOption.allCases where option.spec.offeredByMacro {
            option.spec.set(option.spec.spelling(in: options.chosen), in: &marked)
        }
        var asMarked = model
        asMarked.marker = Marker(kind: .attribute, options: marked)
        let expanded = mock(for: asMarked, reporting: .export)
        if let problem = expanded.diagnostics.first(where: { $0.code == .needsFileExport }) { return problem }
        guard let text = expanded.text, text.trimmingSuffixNewline != exportedText.trimmingSuffixNewline else {
            return nil
        }
        return .macroWouldDiffer(from: model.name, at: model.location)
    }

    /// Parents whose requirements the mock must witness itself, which the macro cannot see:
    /// every one but the superclass's protocol, and any written with generic arguments (those
    /// bind associated types the macro cannot know).
    static func unseenParents(of model: ProtocolModel, subclassing superclass: String?) -> [String] {
        ParentProtocols.scanned(of: model).filter { $0.name != superclass || $0.hasGenericArguments }.map(\.name)
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
