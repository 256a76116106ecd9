/// Where a parent protocol declared outside the scanned files was read from: a source target of
/// the package (or of a checked-out dependency), or a toolchain module's interface.
public struct ParentOrigin: Hashable, Sendable, Codable {
    /// The protocol's name as the child spells it.
    public var name: String
    /// The module that declares it (`NIOCore`, `Swift`).
    public var module: String
    /// The file it was read from, with the line of its declaration.
    public var location: SourceLocation

    public init(name: String, module: String, location: SourceLocation) {
        self.name = name
        self.module = module
        self.location = location
    }

    /// `Channel from NIOCore (Sources/NIOCore/Channel.swift:104)`.
    public var description: String {
        "'\(name)' from \(module) (\(location.file):\(location.line))"
    }
}
