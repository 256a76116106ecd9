import CNCurses
import ExplorerCore
import Foundation

/// The real terminal: draws frames with ncursesw, reads keys and mouse, restores on the way out.
/// ncurses is not thread-safe, so only the loop's thread touches this.
public final class NCursesScreen: Screen {
    typealias Window = UnsafeMutablePointer<WINDOW>

    private let terminal: OpaquePointer
    private let window: Window
    private let palette: Palette
    private var restored = false
    /// The locale's character set is UTF-8; otherwise marks and borders are drawn in ASCII.
    public let isUTF8: Bool

    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Takes over the terminal; throws (instead of exiting, as `initscr` would) when it cannot.
    public init(mouse: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        setlocale(LC_ALL, "")
        isUTF8 =
            String(cString: nl_langinfo(nl_item(CODESET))).uppercased().replacingOccurrences(of: "-", with: "")
            == "UTF8"
        guard let terminal = newterm(nil, ms_stdout(), ms_stdin()) else {
            throw StartError(
                description: "cannot open the terminal (TERM=\(environment["TERM"] ?? "unset")); "
                    + "use `mockscope list` or `mockscope generate` instead")
        }
        self.terminal = terminal
        set_term(terminal)
        window = ms_stdscr()
        if environment["ESCDELAY"] == nil { set_escdelay(25) }
        cbreak()
        Self.turnOffFlowControl()
        noecho()
        nonl()
        keypad(window, true)
        Self.defineCommonKeys()
        curs_set(0)
        wtimeout(window, 50)
        let wantsColor = environment["NO_COLOR"].map(\.isEmpty) ?? true
        var colors = false
        if wantsColor, has_colors() {
            start_color()
            use_default_colors()
            colors = true
        }
        palette = Palette(colors: colors)
        // wcwidth answers per the locale just set; -1 (unprintable) falls back to the table.
        DisplayWidth.useTerminalMeasure { Int(wcwidth(wchar_t(bitPattern: $0.value))) }
        if mouse {
            mousemask(ms_button1_pressed() | ms_wheel_up() | ms_wheel_down(), nil)
            mouseinterval(0)
        }
    }

    /// Ctrl-S would stop the terminal's output (XON/XOFF flow control) until Ctrl-Q: the screen
    /// froze and the explorer looked hung. Taken off as raw mode would, and saved as the
    /// program's mode so a resume after Ctrl-Z keeps it off; quitting restores the shell's mode.
    private static func turnOffFlowControl() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 else { return }
        def_prog_mode()
    }

    /// Home and End as terminals send them whatever `TERM` claims (tmux sends `ESC [1~` under
    /// `TERM=xterm-256color`, whose entry says `ESC OH`): the entry's own codes still work.
    private static func defineCommonKeys() {
        let keys: [(String, Int32)] = [
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
            ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
        ]
        for (sequence, code) in keys { define_key(sequence, code) }
    }

    public var size: Size { Size(width: Int(getmaxx(window)), height: Int(getmaxy(window))) }

    public func draw(_ frame: Frame) {
        werase(window)
        for (row, cells) in frame.cells.enumerated() {
            var column = 0
            while column < cells.count {
                let style = cells[column].style
                var text = ""
                let start = column
                while column < cells.count, cells[column].style == style {
                    text += cells[column].text
                    column += 1
                }
                put(text, row: row, column: start, style: style)
            }
        }
        wnoutrefresh(window)
        doupdate()
    }

    private func put(_ text: String, row: Int, column: Int, style: Style) {
        let look = palette.look(for: style)
        wattr_set(window, look.attributes, look.pair, nil)
        let shown = isUTF8 ? text : AsciiFallback.ascii(text)
        var characters = shown.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        mvwaddnwstr(window, Int32(row), Int32(column), characters, Int32(characters.count - 1))
    }

    /// The next key, or nil when none arrived within the short timeout.
    public func readKey() -> TerminalInput? {
        var code: wint_t = 0
        let status = wget_wch(window, &code)
        if status == ERR { return nil }
        if status == KEY_CODE_YES { return decodeFunctionKey(Int32(code)) }
        return KeyDecoder.character(code: UInt32(code)).map(TerminalInput.key)
    }

    private func decodeFunctionKey(_ code: Int32) -> TerminalInput? {
        if code == KEY_RESIZE { return .resize }
        if code == KEY_MOUSE { return readMouse().map { .key(.mouse($0)) } }
        return KeyDecoder.functionKey(code).map(TerminalInput.key)
    }

    private func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let column = Int(event.x)
        let row = Int(event.y)
        if event.bstate & ms_wheel_up() != 0 { return MouseEvent(.wheelUp, column: column, row: row) }
        if event.bstate & ms_wheel_down() != 0 { return MouseEvent(.wheelDown, column: column, row: row) }
        if event.bstate & (ms_button1_pressed() | ms_button1_clicked()) != 0 {
            return MouseEvent(.press, column: column, row: row)
        }
        return nil
    }

    /// Gives the terminal back: the normal screen, echo, the cursor, mouse reporting off.
    public func restore() {
        guard !restored else { return }
        restored = true
        mousemask(0, nil)
        endwin()
        delscreen(terminal)
    }
}

/// What the terminal reports: a key for the keymap, or a new size.
public enum TerminalInput: Equatable {
    case key(Key)
    case resize
}
