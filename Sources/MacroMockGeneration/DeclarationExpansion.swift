import MockDiscovery
import MockModel

/// One protocol declaration, given as its source text, read by the same discovery a scan uses
/// and mocked as the macro sees it. Locations in the result are within `source`.
public struct DeclarationExpansion: Sendable {
    /// The mock's declaration (with its `#if` guard), nil when it cannot be generated.
    public var text: String?
    public var diagnostics: [Diagnostic]

    /// `enclosingTypes` names the types the declaration is nested in, outermost first, so the
    /// mock conforms to the protocol by the name a file export spells.
    public static func expand(source: String, enclosingTypes: [String] = []) -> DeclarationExpansion {
        let discovery = FileDiscovery.discover(source: source, path: "@Mockable")
        guard var model = discovery.protocols.first, discovery.protocols.count == 1 else {
            return DeclarationExpansion(text: nil, diagnostics: discovery.diagnostics)
        }
        // The compiler reports syntax errors itself; a broken declaration just gets no mock.
        guard discovery.brokenProtocols.isEmpty, !discovery.diagnostics.contains(where: { $0.code == .syntaxError })
        else {
            return DeclarationExpansion(
                text: nil, diagnostics: discovery.diagnostics.filter { $0.code != .syntaxError })
        }
        model.qualifiedName = (enclosingTypes + [model.name]).joined(separator: ".")
        let mock = MacroView.mock(for: model)
        let diagnostics = (discovery.diagnostics + mock.diagnostics).sorted { $0.location < $1.location }
        let markerErrors = discovery.diagnostics.contains { $0.severity == .error }
        return DeclarationExpansion(text: markerErrors ? nil : mock.text, diagnostics: diagnostics)
    }
}
