import CNCurses
import ExplorerCore
import Testing

@testable import ExplorerTerminal

@Suite("Explorer key decoding")
struct ExplorerKeyDecoderTests {
    @Test func controlCharactersBecomeNamedKeys() {
        #expect(KeyDecoder.character(code: 9) == .tab)
        #expect(KeyDecoder.character(code: 13) == .enter)
        #expect(KeyDecoder.character(code: 10) == .enter)
        #expect(KeyDecoder.character(code: 27) == .escape)
        #expect(KeyDecoder.character(code: 127) == .backspace)
        #expect(KeyDecoder.character(code: 4) == .control("d"))
        #expect(KeyDecoder.character(code: 21) == .control("u"))
    }

    @Test func printableCharactersIncludingNonASCIIStayText() {
        #expect(KeyDecoder.character(code: UInt32(UInt8(ascii: "j"))) == .character("j"))
        #expect(KeyDecoder.character(code: 0xE9) == .character("é"))
        #expect(KeyDecoder.character(code: 0x6F22) == .character("漢"))
    }

    @Test func functionKeysMapToMovement() {
        #expect(KeyDecoder.functionKey(KEY_UP) == .up)
        #expect(KeyDecoder.functionKey(KEY_NPAGE) == .pageDown)
        #expect(KeyDecoder.functionKey(KEY_BTAB) == .backTab)
        #expect(KeyDecoder.functionKey(KEY_F0) == nil)
    }

    @Test func everyKeyInTheTableIsOneTheTerminalCanProduce() {
        let producible: Set<Key> = [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .tab, .backTab, .backspace,
        ]
        for binding in Keymap.bindings {
            for key in binding.keys {
                switch key {
                case .character, .control: continue
                default: #expect(producible.contains(key), "\(key.label) cannot be typed")
                }
            }
        }
    }
}
