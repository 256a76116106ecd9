import MockModel
import MockRender

/// What a file of mocks holds above them: the imports asked for and those of the protocols'
/// own files, then, when a mock uses the lock, the C library's import and the lock helper. The
/// exported file and the file verification typechecks are both headed by it.
public struct MockFileHead: Sendable {
    /// A line of the head, with the module it imports (nil for a directive or the helper).
    public struct Line: Sendable, Hashable {
        public var text: String
        public var module: String?

        static func directive(_ text: String) -> Line { Line(text: text, module: nil) }
    }

    /// The import lines, the lock's included.
    public var imports: [Line]
    /// The lock helper's lines, empty when no mock uses the lock.
    public var lockHelper: [Line]

    /// `leaving` is the module the file is compiled in, whose import is left out.
    public init(
        mocks: [GeneratedMock], imports: [String], testableImports: [String], leaving module: String? = nil
    ) {
        let included = mocks.filter { $0.text != nil }
        let explicit =
            imports.map { ImportDeclaration(module: $0) }
            + testableImports.map { ImportDeclaration(module: $0, attributes: ["@testable"]) }
        let essentialsOnly = included.allSatisfy(ImportSection.namesOnlyEssentials)
        let section = ImportSection(
            explicit: explicit, fromSources: included.flatMap(Self.limitedImports),
            widestAccess: Self.importAccess(of: included), leaving: module
        ).publicFoundationOnlyWithoutEssentials(essentialsOnly: essentialsOnly)
        // A mock under an `#if` of its protocol's own widens an import only where it exists: with
        // the condition off, that import is as the other mocks need it, or unused `public`.
        let guarded = included.filter { Self.ownCondition(of: $0) != nil }
        let guardedIDs = Set(guarded.map(\.protocolID))
        let narrow = ImportSection(
            explicit: explicit,
            fromSources: included.flatMap { mock in
                Self.limitedImports(of: mock).map {
                    guardedIDs.contains(mock.protocolID) ? $0.limited(to: .internal) : $0
                }
            },
            widestAccess: Self.importAccess(of: included.filter { !guardedIDs.contains($0.protocolID) }),
            leaving: module
        ).publicFoundationOnlyWithoutEssentials(essentialsOnly: essentialsOnly)
        self.imports = section.lines(narrowed: narrow) { module in
            let widening = guarded.filter { Self.limitedImports(of: $0).contains { $0.module == module } }
            return Self.anyOf(widening.compactMap(Self.ownCondition))
        }
        lockHelper = []
        guard included.contains(where: \.usesLock) else { return }
        let lockAccess: AccessLevel? = included.contains(where: \.libraryImportedExplicitly) ? .internal : nil
        // A library the protocols' files import already is imported again at that access: two
        // imports of one module at different access in one file draw a warning.
        self.imports += Self.lockImports { library in
            narrow.imports.first { $0.module == library }.map(\.access) ?? lockAccess
        }
        lockHelper = MockRenderer.lockHelper.lines(.all).map { Line(text: String($0), module: nil) }
    }

    /// A mock's own imports as wide as it may need them: one public mock must not widen the
    /// imports another mock's protocol file brought in, nor those of modules it names no type of.
    /// An `@_implementationOnly` import is repeated only for a mock that may name its types:
    /// without library evolution swiftc warns about every such import, and a plain one beside it
    /// would be inconsistent.
    static func limitedImports(of mock: GeneratedMock) -> [ImportDeclaration] {
        let access = importAccess(of: [mock])
        return mock.sourceImports.filter { !(mock.namesNoImportedType && $0.isImplementationOnly) }.map { line in
            let mayBeNeeded = mock.publicImportModules?.contains(line.module) ?? true
            return line.limited(to: mayBeNeeded ? access : .internal)
        }
    }

    /// How wide the protocols' own imports are written: as wide as the widest mock that may
    /// need them; a mock shown to need no public import counts as an internal one.
    static func importAccess(of mocks: [GeneratedMock]) -> AccessLevel {
        mocks.compactMap { $0.needsNoPublicImport ? .internal : $0.options.access }.max() ?? .internal
    }

    /// The `#if`s around a mock other than its options' condition, joined: those of its
    /// protocol's declaration, which verification keeps too. Nil when it has none.
    static func ownCondition(of mock: GeneratedMock) -> String? {
        let conditions = mock.conditionGuards.map(\.condition).filter { $0 != mock.options.condition.expression }
        guard !conditions.isEmpty else { return nil }
        return conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " && ")
    }

    /// Any one of `conditions`, nil for none.
    static func anyOf(_ conditions: [String]) -> String? {
        let distinct = conditions.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        guard !distinct.isEmpty else { return nil }
        return distinct.count == 1 ? distinct[0] : distinct.map { "(\($0))" }.joined(separator: " || ")
    }

    /// Only the C library: an import in one file makes that module's conformances visible in
    /// every file of the module (without MemberImportVisibility), so importing Synchronization
    /// or Foundation here could make the user's own code ambiguous. A module one of whose files
    /// imports the C library with an access level (`private import Glibc`) makes a plain import
    /// of it ambiguous, so there the import says `internal`; elsewhere a plain one, as the
    /// module's own plain imports would clash with an explicit one.
    static func lockImports(access: (String) -> AccessLevel?) -> [Line] {
        var lines: [Line] = []
        for (index, library) in ["Darwin", "Glibc", "Musl", "Android"].enumerated() {
            lines.append(.directive("\(index == 0 ? "#if" : "#elseif") canImport(\(library))"))
            lines.append(Line(text: ImportDeclaration(module: library, access: access(library)).text, module: library))
        }
        return lines + [.directive("#endif")]
    }
}
