import CNCurses
import ExplorerCore

/// ncurses key codes to `Key`s.
enum KeyDecoder {
    static func character(code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(code + 96)!))
        default:
            guard let scalar = Unicode.Scalar(code), code >= 32 else { return nil }
            return .character(Character(scalar))
        }
    }

    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_BTAB: .backTab
        case KEY_BACKSPACE: .backspace
        case KEY_ENTER: .enter
        default: nil
        }
    }
}
