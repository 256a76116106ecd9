import Foundation

/// The interactive front, opened when no command is given. This stand-in only explains what to
/// use instead; the explorer replaces it.
@MainActor func runExplorer(arguments: [String]) -> Int32 {
    FileHandle.standardError.write(
        Data("the explorer needs a terminal; use `mockscope list` or `mockscope generate`\n".utf8))
    return 64
}
