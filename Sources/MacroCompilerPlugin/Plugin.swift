import MacroImplementation
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin. The toolchain ships the message handling but not `SwiftCompilerPlugin`,
/// whose whole job is this: answer the compiler over standard input and output.
@main
struct MockScopePlugin {
    struct Provider: PluginProvider {
        func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
            switch typeName {
            case "MockableMacro": return MockableMacro.self
            case "MockNoncopyableMacro": return MockNoncopyableMacro.self
            default: throw UnknownMacro(name: typeName)
            }
        }
    }

    struct UnknownMacro: Error, CustomStringConvertible {
        let name: String
        var description: String { "MacroCompilerPlugin has no macro named '\(name)'" }
    }

    static func main() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: Provider()).main()
    }
}
