/// Marks a protocol requirement whose `borrowing` or `consuming` parameters are of a named
/// noncopyable type declared where MockScope does not look (another module): the strict style
/// gives it a transient channel, which borrows those arguments and never keeps them. Types
/// declared `~Copyable` in the scanned files need no mark. The macro itself adds nothing.
@attached(peer)
public macro MockNoncopyable() = #externalMacro(module: "MacroCompilerPlugin", type: "MockNoncopyableMacro")
