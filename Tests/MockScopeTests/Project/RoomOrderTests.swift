import Foundation
import Testing

/// docs/Architecture.md's rooms: inside a module, each folder uses only the folders below it, so a
/// room can be read, changed and tested with the rooms under it alone.
@Suite("Room order")
struct RoomOrderTests {
    static let orders: [String: RoomOrder] = [
        // Run composes every stage; the request and the scan sit under all that reads them.
        "MockPipeline": RoomOrder(rooms: [
            "Run", "Checking", "Export", "Provenance", "Assembly", "Generation", "Request", "Selection",
            // The scan reads foreign parents by scanning other modules: one room in two folders.
            "Scanning", "Support",
        ]),
        // Styles and kinds reshape the default plan; witnesses are planned from what analysis
        // found about the protocol.
        "MockPlanning": RoomOrder(rooms: [
            "Kinds", "Styles/Ozon", "Styles/Sourcery", "Styles/Sourcery/Naming", "Styles/Strict", "", "Witnesses",
            "Witnesses/Parameters", "Naming", "Analysis/Inheritance", "Analysis", "Analysis/AssociatedTypes",
            "Analysis/StandardParents",
        ]),
        // Effects drive the loop; views draw the state; the reducer changes it. The frame, styles
        // and wrapping are the drawing primitives the state keeps its highlighted lines in.
        "ExplorerCore": RoomOrder(rooms: [
            "Effects", "Views/Layout", "Views", "Views/Boxes", "Reducer", "Reducer/Choices", "Keymap", "Actions",
            "State", "State/Verification", "State/Config", "State/Panes", "Views/Frame", "Views/Style",
            "Views/Wrapping",
        ]),
    ]

    @Test(arguments: orders.keys.sorted())
    func noRoomUsesOneAboveIt(module: String) throws {
        let order = try #require(Self.orders[module])
        let violations = order.violations(in: try RoomOrder.sources(ofModule: module))
        #expect(violations.isEmpty, "\(module): \(violations.map(\.description).joined(separator: "; "))")
    }

    /// A room listed but gone, or spelled wrong, would hold nothing and check nothing.
    @Test(arguments: orders.keys.sorted())
    func everyListedRoomHoldsFiles(module: String) throws {
        let order = try #require(Self.orders[module])
        let files = try RoomOrder.sources(ofModule: module).keys
        let occupied = Set(files.compactMap(order.room(of:)))
        for room in order.rooms { #expect(occupied.contains(room), "\(module)/\(room) holds no file") }
    }

    /// A big room hides its inner order: none holds 1,000 lines or more of files directly in it.
    @Test(arguments: ["ExplorerCore", "MockPlanning"])
    func noFolderHoldsAThousandLines(module: String) throws {
        var lines: [String: Int] = [:]
        for (path, text) in try RoomOrder.sources(ofModule: module) {
            lines[(path as NSString).deletingLastPathComponent, default: 0] += text.split(separator: "\n").count
        }
        for (folder, count) in lines { #expect(count < 1_000, "\(module)/\(folder): \(count) lines") }
    }

    /// Tests are in folders by area, none of more than 40 files, so a reader finds them by subject.
    @Test func noTestFolderHoldsMoreThanFortyFiles() throws {
        let tests = TestSupport.packageRoot.appendingPathComponent("Tests/MockScopeTests")
        var files: [String: Int] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: tests.path) where path.hasSuffix(".swift") {
            files[(path as NSString).deletingLastPathComponent, default: 0] += 1
        }
        #expect(files.count > 5)
        for (folder, count) in files { #expect(count <= 40, "Tests/MockScopeTests/\(folder): \(count) files") }
    }

    // The check itself, on a layout of two rooms.

    static let layout = RoomOrder(rooms: ["Top", "Bottom"])

    @Test func aUseDownTheOrderPasses() {
        let files = [
            "Top/Screen.swift": "struct Screen { var cell: Cell; func draw() { render(cell) } }",
            "Bottom/Cell.swift": "struct Cell {}\nfunc render(_ cell: Cell) {}",
        ]
        #expect(Self.layout.violations(in: files).isEmpty)
    }

    @Test func aUseUpTheOrderFails() {
        let files = [
            "Top/Screen.swift": "struct Screen {}\nfunc draw() {}",
            "Bottom/Cell.swift": "struct Cell { var owner: Screen?; func show() { draw() } }",
        ]
        #expect(
            Self.layout.violations(in: files) == [
                .init(file: "Bottom/Cell.swift", name: "Screen", declaredIn: "Top"),
                .init(file: "Bottom/Cell.swift", name: "draw", declaredIn: "Top"),
            ])
    }

    @Test func anExtensionFiledInTheRoomBelowFails() {
        let files = ["Top/Screen.swift": "struct Screen {}", "Bottom/Screen+Cell.swift": "extension Screen {}"]
        #expect(Self.layout.violations(in: files).map(\.name) == ["Screen"])
    }

    @Test func aMemberNamedLikeAFunctionAboveIsNotAUse() {
        let files = ["Top/Draw.swift": "func reduce() {}", "Bottom/Sum.swift": "let sum = [1].reduce(0, +)"]
        #expect(Self.layout.violations(in: files).isEmpty)
    }

    @Test func aFileInNoRoomFails() {
        #expect(
            Self.layout.violations(in: ["Side/Loose.swift": "struct Loose {}"]) == [.init(file: "Side/Loose.swift")])
        #expect(Self.layout.room(of: "Top/Inner/Deep.swift") == "Top")
    }
}
