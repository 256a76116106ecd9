import MockModel

/// The static stored state of a generic mock, which a generic class cannot declare: each member
/// is a computed static property over a field of one struct kept per specialization, as the
/// default style keeps its `_staticStorage` (the lock comes from `MockScopeStaticStorages` in
/// the file's lock helper, keyed by the struct, which every specialization has its own of).
/// A style writes its members through `declare`, then the storage once, anywhere in the body.
final class GenericStaticState {
    struct Field {
        var line: String
        var attributes: [String]
        /// The `#if` conditions the member is written under, outermost first.
        var conditions: [String]
    }

    static let storageType = "MockScopeGenericStaticState"
    static let storage = "_genericStaticState"

    private(set) var fields: [Field] = []
    /// The `#if`s the member being written is under, which its field repeats.
    var conditions: [String] = []

    /// `head var name: type`, read and written under the storage's lock.
    func declare(
        _ name: String, type: String, initial: String?, head: String, attributes: [String] = [],
        into writer: inout CodeWriter
    ) {
        fields.append(
            Field(
                line: "var \(name): \(type)\(initial.map { " = \($0)" } ?? "")", attributes: attributes,
                conditions: conditions))
        for attribute in attributes { writer.line(attribute) }
        writer.block("\(head)var \(name): \(type)") { body in
            body.line("get { Self.\(Self.storage).withLock { $0.\(name) } }")
            body.line("set { Self.\(Self.storage).withLock { $0.\(name) = newValue } }")
        }
    }

    /// Runs `write` with `condition` added to the `#if`s its fields are under.
    func under(_ condition: String, _ write: () -> Void) {
        conditions.append(condition)
        write()
        conditions.removeLast()
    }

    /// The struct of fields, each under its `#if`s, and the per-specialization lock over it.
    func writeStorage(isolation: String, into writer: inout CodeWriter) {
        guard !fields.isEmpty else { return }
        writer.block("private struct \(Self.storageType)") { body in
            for field in fields {
                for condition in field.conditions { body.directive("#if \(condition)") }
                for attribute in field.attributes where !MemberHead.isSPI(attribute) { body.line(attribute) }
                body.line(field.line)
                for _ in field.conditions { body.directive("#endif") }
            }
        }
        let type = Self.storageType
        let lookup = writer.staticStoragesLock(for: type, making: "\(type)()")
        let lockType = writer.lockType(type)
        writer.block("\(isolation)private static var \(Self.storage): \(lockType)") { body in
            body.line(lookup)
        }
    }
}
