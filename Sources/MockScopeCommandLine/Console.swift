import Foundation
import MockModel

/// The terminal streams, and whether each may be colored: only a TTY, and never with `NO_COLOR`
/// set (https://no-color.org) or on a dumb terminal.
package struct Console: Sendable {
    package let outputColored: Bool
    package let errorColored: Bool

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let allowed = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        outputColored = allowed && isatty(STDOUT_FILENO) == 1
        errorColored = allowed && isatty(STDERR_FILENO) == 1
    }

    package func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    package func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `mockscope: error: …`, for failures that stop a command and have no source location.
    package func fail(_ message: String) {
        error("mockscope: \(paint("error:", .red, on: errorColored)) \(message)\n")
    }

    /// Compiler-style lines, so editors and CI link them.
    package func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let lines = diagnostics.map { diagnostic in
            guard errorColored else { return diagnostic.formatted }
            let style: TextStyle =
                diagnostic.severity == .error ? .red : diagnostic.severity == .warning ? .yellow : .bold
            return
                "\(diagnostic.location.description): \(paint(diagnostic.severity.rawValue + ":", style, on: true)) "
                + "\(diagnostic.message) [\(diagnostic.code.rawValue)]"
        }
        error(lines.joined(separator: "\n") + "\n")
    }
}

package enum TextStyle: String {
    case bold = "1"
    case dim = "2"
    case red = "1;31"
    case green = "32"
    case yellow = "33"
}

package func paint(_ text: String, _ style: TextStyle, on enabled: Bool) -> String {
    enabled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
}
