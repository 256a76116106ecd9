import MockModel

/// Writes an `ErasurePlan`: the wrapper, declared as every generated type is
/// (`MockRenderer.declare`), holding a private abstract box whose generic subclass holds the
/// wrapped value. Both box classes are nested in the wrapper, so they see its generic parameters.
public struct ErasureRenderer: Sendable {
    public init() {}

    public func render(_ plan: ErasurePlan) -> String {
        renderWithOrigins(plan).text
    }

    public func renderWithOrigins(_ plan: ErasurePlan) -> RenderedMock {
        MockRenderer.declare(plan.declaration) { writer in
            Body(plan: plan).write(into: &writer)
        }
    }
}

/// The wrapper's body: storage, `init(_:)`, forwarders, then the two box classes.
private struct Body {
    let plan: ErasurePlan
    var names: ErasureNames { plan.names }
    var forwarders: ErasureForwarders { ErasureForwarders(plan: plan) }

    func write(into writer: inout CodeWriter) {
        let access = Spelling.access(plan.memberAccess)
        for alias in plan.typealiases {
            if case .associatedType(let name, let target) = alias {
                writer.line("\(access)typealias \(name) = \(target)")
            }
        }
        writer.line("private \(plan.copiesOnWrite ? "var" : "let") \(names.boxProperty): \(names.boxBase)")
        writer.line("")
        writer.block("\(access)init\(initializerGenerics)(_ \(names.baseProperty): \(names.base))\(baseRequirements)") {
            $0.line("\(names.boxProperty) = \(names.box)(\(names.baseProperty))")
        }
        for member in plan.members {
            writer.line("")
            writer.lines(from: member.origin) { writer in
                writer.guarded(by: member.condition) { forwarders.wrapper(member, into: &$0) }
            }
        }
        if plan.copiesOnWrite {
            writer.line("")
            writer.line("/// Another wrapper may share the box: a mutation copies it first, so wrappers are values.")
            writer.block("private mutating func \(names.makeUnique)()") {
                $0.line(
                    "if !isKnownUniquelyReferenced(&\(names.boxProperty)) { \(names.boxProperty) = \(names.boxProperty).copy() }"
                )
            }
        }
        writer.line("")
        writeBoxBase(into: &writer)
        writer.line("")
        writeBox(into: &writer)
    }

    /// `<Base: Repository>`.
    private var initializerGenerics: String { "<\(names.base): \(plan.declaration.protocolName)>" }

    /// ` where Base.Item == Item, Base.Key == Key`, or nothing.
    private var baseRequirements: String {
        plan.associatedTypes.isEmpty
            ? "" : " where " + plan.associatedTypes.map { "\(names.base).\($0) == \($0)" }.joined(separator: ", ")
    }

    private var actor: String { plan.declaration.globalActor.map { "\($0) " } ?? "" }

    private func writeBoxBase(into writer: inout CodeWriter) {
        writer.line("/// Declares every forwarder; only \(names.box), which knows the wrapped type, answers them.")
        let sendable = plan.boxesAreSendable ? ": @unchecked Sendable" : ""
        writer.block("\(actor)private class \(names.boxBase)\(sendable)") { writer in
            if plan.copiesOnWrite {
                writer.line("func copy() -> \(names.boxBase) { \(forwarders.abstractBody) }")
            }
            for member in plan.members {
                writer.lines(from: member.origin) { writer in
                    writer.guarded(by: member.condition) { forwarders.abstract(member, into: &$0) }
                }
            }
        }
    }

    private func writeBox(into writer: inout CodeWriter) {
        var head = "\(actor)private final class \(names.box)<\(names.base): \(plan.declaration.protocolName)>: "
        head += names.boxBase + (plan.boxesAreSendable ? ", @unchecked Sendable" : "")
        head += baseRequirements
        writer.block(head) { writer in
            let storage = plan.baseIsNonisolated ? "nonisolated(unsafe) " : ""
            let keyword = plan.mutates ? "var" : "let"
            writer.line("\(storage)\(keyword) \(names.baseProperty): \(names.base)")
            writer.line("")
            writer.block("init(_ \(names.baseProperty): \(names.base))") {
                $0.line("self.\(names.baseProperty) = \(names.baseProperty)")
            }
            if plan.copiesOnWrite {
                writer.line("")
                writer.block("override func copy() -> \(names.boxBase)") {
                    $0.line("\(names.box)(\(names.baseProperty))")
                }
            }
            for member in plan.members {
                writer.line("")
                writer.lines(from: member.origin) { writer in
                    writer.guarded(by: member.condition) { forwarders.concrete(member, into: &$0) }
                }
            }
        }
    }
}
