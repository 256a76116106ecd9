import MockModel
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Reads which enums of the names asked for have no case on the platform MockScope runs on:
/// none at all, or every case inside `#if` clauses that are inactive here. Such a type has no
/// value, so a witness taking one is never called. A condition this configuration cannot
/// decide (a custom flag, an unknown module) counts as possibly active.
public enum UninhabitedEnumReader {
    /// The names among `names` that `utf8` declares only as enums without an active case, and
    /// those it declares otherwise (a type of another kind, or an enum with a case). Only the
    /// enums of those names and the headers of other types of them are parsed (see
    /// `SourceOutline.Target.namedTypes`); a slice the parser reports an error in, or that the
    /// walk cannot cut, is not trusted and the whole file is parsed. Nothing is read from a file
    /// that nests too deeply to parse safely. Without `slicing`, the whole file: the reference
    /// for tests.
    public static func read(utf8: [UInt8], names: Set<String>, slicing: Bool = true)
        -> (uninhabited: Set<String>, inhabited: Set<String>)
    {
        let outline = SourceOutline(utf8, target: .namedTypes, extended: Set(names.map { Array($0.utf8) }))
        guard outline.nestingExcesses.isEmpty else { return ([], []) }
        if slicing, let sliced = sliced(utf8, outline) {
            guard !outline.candidates.isEmpty else { return ([], []) }
            let tree = sliced.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if !tree.hasError { return collect(tree, names: names) }
        }
        return collect(utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }, names: names)
    }

    /// The text a sliced read parses: nil when the whole file is.
    public static func slicedText(utf8: [UInt8], names: Set<String>) -> [UInt8]? {
        sliced(utf8, SourceOutline(utf8, target: .namedTypes, extended: Set(names.map { Array($0.utf8) })))
    }

    /// The kept declarations with the bodies of their functions, properties and subscripts
    /// blanked (most of a kept enum's bytes): a case is never declared in one, and a body
    /// declaring a type of a wanted name is kept (see `SourceOutline.bodies`).
    private static func sliced(_ utf8: [UInt8], _ outline: SourceOutline) -> [UInt8]? {
        guard let slices = outline.slices else { return nil }
        return FileDiscovery.masked(utf8, keeping: SourceOutline.ranges(slices, without: outline.bodies))
    }

    private static func collect(_ tree: SourceFileSyntax, names: Set<String>)
        -> (uninhabited: Set<String>, inhabited: Set<String>)
    {
        let collector = Collector(names: names)
        collector.walk(tree)
        return (collector.uninhabited.subtracting(collector.inhabited), collector.inhabited)
    }

    private final class Collector: SyntaxVisitor {
        let names: Set<String>
        var uninhabited: Set<String> = []
        var inhabited: Set<String> = []

        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            if names.contains(name) {
                if hasCase(node.memberBlock.members) { inhabited.insert(name) } else { uninhabited.insert(name) }
            }
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { other(node.name) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { other(node.name) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { other(node.name) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { other(node.name) }
        // A protocol of the name is among the scanned ones: the caller counts those.

        private func other(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
            if names.contains(name.text) { inhabited.insert(name.text) }
            return .visitChildren
        }

        /// Whether a case may be compiled here: the first active clause of each `#if` counts,
        /// and every clause up to it whose condition cannot be decided.
        private func hasCase(_ members: MemberBlockItemListSyntax) -> Bool {
            for item in members {
                if item.decl.is(EnumCaseDeclSyntax.self) { return true }
                guard let block = item.decl.as(IfConfigDeclSyntax.self) else { continue }
                for clause in block.clauses {
                    let state = clause.condition.map(HostBuildConfiguration.state) ?? .active
                    let clauseMembers = clause.elements?.as(MemberBlockItemListSyntax.self)
                    if state != .inactive, let clauseMembers, hasCase(clauseMembers) { return true }
                    if state == .active { break }
                }
            }
            return false
        }
    }
}

/// The platform MockScope was built for, as `#if` conditions see it; whatever it cannot answer
/// for sure throws, and a condition that throws is undecided.
struct HostBuildConfiguration: BuildConfiguration {
    struct Undecided: Error {}

    enum Decided { case active, inactive, undecided }

    static func state(_ condition: ExprSyntax) -> Decided {
        let (state, _, diagnostics) = IfConfigRegionState.evaluating(condition, in: HostBuildConfiguration())
        if !diagnostics.isEmpty { return .undecided }
        return state == .active ? .active : .inactive
    }

    #if os(Linux)
        static let operatingSystem = "Linux"
    #elseif os(macOS)
        static let operatingSystem = "macOS"
    #elseif os(Windows)
        static let operatingSystem = "Windows"
    #else
        static let operatingSystem = ""
    #endif

    /// Platform modules whose presence is known here; any other module is undecided.
    static let platformModules: [String: Bool] = {
        var modules = [
            "Darwin": false, "UIKit": false, "AppKit": false, "Glibc": false, "WinSDK": false, "Musl": false,
        ]
        #if canImport(Darwin)
            modules["Darwin"] = true
        #endif
        #if canImport(UIKit)
            modules["UIKit"] = true
        #endif
        #if canImport(AppKit)
            modules["AppKit"] = true
        #endif
        #if canImport(Glibc)
            modules["Glibc"] = true
        #endif
        #if canImport(Musl)
            modules["Musl"] = true
        #endif
        #if canImport(WinSDK)
            modules["WinSDK"] = true
        #endif
        return modules
    }()

    func isCustomConditionSet(name: String) throws -> Bool { throw Undecided() }
    func hasFeature(name: String) throws -> Bool { throw Undecided() }
    func hasAttribute(name: String) throws -> Bool { throw Undecided() }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard importPath.count == 1, let known = Self.platformModules[importPath[0].1] else { throw Undecided() }
        return known
    }

    func isActiveTargetOS(name: String) throws -> Bool {
        guard !Self.operatingSystem.isEmpty else { throw Undecided() }
        return name == Self.operatingSystem
    }

    func isActiveTargetArchitecture(name: String) throws -> Bool { throw Undecided() }
    func isActiveTargetEnvironment(name: String) throws -> Bool { throw Undecided() }
    func isActiveTargetRuntime(name: String) throws -> Bool { throw Undecided() }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { throw Undecided() }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { throw Undecided() }
    var targetPointerBitWidth: Int { Int.bitWidth }
    var targetAtomicBitWidths: [Int] { [] }
    var endianness: Endianness { 1.littleEndian == 1 ? .little : .big }
    var languageVersion: VersionTuple { VersionTuple(6) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
