import SwiftSyntax
import SwiftSyntaxMacros

/// `@MockNoncopyable`: marks a requirement whose `borrowing`/`consuming` parameters are of a named
/// noncopyable type MockScope cannot see declared (another module's). It adds nothing: the strict
/// style reads the mark and gives the requirement a transient channel.
public struct MockNoncopyableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
