import MockModel

/// What the sourcery style reads from a type: its starting value, whether it is a closure, and
/// whether it belongs to a reactive framework whose extra members need that framework.
enum SourceryTypes {
    static let zeroes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float32", "Float64", "CGFloat", "TimeInterval", "Decimal",
    ]
    static let emptyInits: Set<String> = ["Data", "Date", "UUID"]

    /// Optional → nil, collections → empty, String → "", numbers → 0, Bool → false,
    /// `Data()`, `Date()`, `UUID()`; nil when the type has no natural value.
    static func defaultValue(_ type: TypeRef) -> SourceryDefault? {
        switch type.unattributed {
        case .optional, .implicitlyUnwrapped: return .nilLiteral
        case .array: return .emptyArray
        case .dictionary: return .emptyDictionary
        case .tuple(let elements) where elements.isEmpty: return .void
        case .named(let components):
            let names = components.map(\.name)
            guard names.count == 1 || (names.count == 2 && ["Swift", "Foundation"].contains(names[0])),
                let last = names.last
            else { return nil }
            switch last {
            case "Optional": return .nilLiteral
            case "Array", "Set", "ContiguousArray": return .emptyArray
            case "Dictionary": return .emptyDictionary
            case "String", "Substring": return .emptyString
            case "Bool": return .falseLiteral
            case "Void": return .void
            default:
                if zeroes.contains(last) { return .zero }
                if emptyInits.contains(last) { return .emptyInit(type.unattributed) }
                return nil
            }
        default: return nil
        }
    }

    /// A closure, optional or not, or a typealias of one: handed over, never recorded.
    static func isClosure(_ type: TypeRef, aliases: Set<String>) -> Bool {
        switch type.unattributed {
        case .function: return true
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isClosure(wrapped, aliases: aliases)
        case .named(let components):
            return components.count == 1 && components[0].genericArguments.isEmpty
                && aliases.contains(components[0].name)
        default: return false
        }
    }

    /// The framework a type belongs to when the reference gives it extra members (subjects,
    /// subscription counters, cancel and dispose counters): Combine or RxSwift.
    static func reactiveFramework(_ type: TypeRef) -> (type: String, framework: String)? {
        var base = type.unattributed
        if case .optional(let wrapped) = base { base = wrapped.unattributed }
        guard case .named(let components) = base, let last = components.last else { return nil }
        let generic = !last.genericArguments.isEmpty
        switch last.name {
        case "AnyPublisher" where generic, "AnyCancellable": return (last.name, "Combine")
        case "Observable" where generic, "Single" where generic, "AnyObserver" where generic, "Disposable":
            return (last.name, "RxSwift")
        default: return nil
        }
    }

    /// The members the reference adds for such a type, which MockScope leaves out.
    static func reactiveMembers(_ typeName: String, prefix: String) -> [String] {
        let suffixes: [String]
        switch typeName {
        case "AnyPublisher":
            suffixes = [
                "Subject", "SubscribeCount", "SubscribeCancelCount", "OutputCount", "Outputs", "OutputHandler",
                "CompletionCount",
            ]
        case "AnyCancellable": suffixes = ["CancelCallCount", "CancelHandler"]
        case "Disposable": suffixes = ["DisposeCallCount", "DisposeHandler"]
        case "AnyObserver": suffixes = ["EventCallCount", "Events", "EventHandler"]
        default: suffixes = ["Subject"]
        }
        return suffixes.map { prefix + $0 }
    }
}
