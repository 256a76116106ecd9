extension DiagnosticTable {
    /// Requirements and protocols no mock is generated for (`MS2xx`).
    static let requirements: [DiagnosticEntry] = [
        DiagnosticEntry(
            .unsupportedMember,
            examples: .unsupportedRequirement(
                .unsupportedMember, kind: "declaration", name: "", at: at("Store.swift", 4, 10)),
            advice:
                "a protocol member no witness can exist for (a macro expansion, a property pattern, a property without a type); move it to a protocol that is not mocked"
        ),
        DiagnosticEntry(
            .operatorRequirement,
            examples: .unsupportedRequirement(
                .operatorRequirement, kind: "operator", name: "==", at: at("Store.swift", 4, 10)),
            advice:
                "the default style, as swift-mockable: tracking members are named after the requirement, and an operator is not a name; move the operator to its own protocol, or use the Ozon, sourcery or strict style, which name its members by the operator's word (docs/Styles.md, \"Operators\")"
        ),
        DiagnosticEntry(
            .escapedName,
            reserved:
                "backticked names were refused; they are now witnessed (`` func `for`() `` is tracked as `forCallCount`)",
            advice: ""),
        DiagnosticEntry(
            .staticSubscript,
            reserved: "static subscripts were refused; they are now witnessed with static tracking",
            advice: ""),
        DiagnosticEntry(
            .genericClosureResult,
            examples: .genericClosureResult(method: "makeSetters", at: at("Store.swift", 4, 10)),
            .genericClosureSubscriptResult(at: at("Store.swift", 4, 10)),
            advice:
                "a closure result mentioning a type parameter is forwarded through an erased closure (`return { _function($0) }`); inside an optional, a collection or another closure there is nothing to forward; return the closure itself, or wrap it in a type"
        ),
        DiagnosticEntry(
            .genericClosureParameter,
            examples: .genericClosureParameter("handler", at: at("Store.swift", 4, 10)),
            advice:
                "likewise for closure parameters (a plain `(T) -> Void` is forwarded as `{ handler($0 as! T) }`, one inside an optional or another closure converted whole)"
        ),
        DiagnosticEntry(
            .constrainedAssociatedType,
            reserved:
                "constrained associated types were refused; the mock is now generic (`final class KeyMock<Value: Sendable>`)",
            advice: ""),
        DiagnosticEntry(
            .autoclosureEffects,
            examples: .subscriptAutoclosureEffects(at: at("Store.swift", 4, 10)),
            advice:
                "a subscript getter cannot evaluate a throwing or async autoclosure it has no effects for; make the subscript a method"
        ),
        DiagnosticEntry(
            .initOnInheritingProtocol,
            reserved: "an `init` on an inheriting protocol was refused; such a mock now witnesses its parents itself",
            advice: ""),
        DiagnosticEntry(
            .standardLibraryParent,
            examples: .standardLibraryParent(
                "Sequence", path: "", asksFor: "a sequence's iterator and element types", at: at("Store.swift", 4, 10)),
            advice:
                "a standard library parent no class can conform to in general (`Sequence`, `Collection`, `BitwiseCopyable`, …); move the conformance to the types that need it"
        ),
        DiagnosticEntry(
            .genericParent,
            reserved:
                "parents written with generic arguments were refused; `protocol IntBox: Box<Int>` now binds `Element = Int`",
            advice: ""),
        DiagnosticEntry(
            .unknownParent,
            examples: .unknownParent("Channel", path: "", reason: nil, at: at("Store.swift", 4, 10)),
            advice:
                #"scan the files that declare it, declare its requirements under `"parents"` in `.mockscope.json` (see docs/CLI.md), or drop the conformance; inside a SwiftPM package a parent of another target is read from it when that target's protocol is `public` (or `package`), see docs/Parents.md"#
        ),
        DiagnosticEntry(
            .parentNotMocked,
            examples: .parentNotMocked("ChildMock", parent: "Parent", at: at("Store.swift", 4, 10)),
            advice:
                "a safety net: a child whose parent mock is not generated witnesses the parent's requirements itself, so this is not expected"
        ),
        DiagnosticEntry(
            .duplicateMockName,
            examples: .duplicateMockName(
                "StoreMock", alreadyFor: at("Sources/A.swift", 3, 10), at: at("Sources/B.swift", 5, 10)),
            .mockNameTaken(
                "StoreMock", byProtocolAt: at("Sources/StoreMock.swift", 1, 10), mocking: "Store",
                at: at("Sources/Store.swift", 1, 10)),
            advice:
                "two protocols of one name that can be compiled together; leave one out (copies in sibling `#if` branches, or in two files under conditions of their own, are fine). Also when a protocol is itself named `StoreMock` (`StoreMock is the name of the protocol at …`): rename that protocol or leave `Store` out"
        ),
        DiagnosticEntry(
            .generatedNameCollision,
            examples: .generatedMemberCollision("fetchCallCount", at: at("Store.swift", 4, 10)),
            advice:
                "a requirement spelled like a tracking member of another (or `resetMock`); or a property and a method of one name that one mock class would both declare, neither implemented by an unconstrained extension of its protocol (the implemented one is left to it; a child's mock that subclasses the parent's declares the property beside the inherited method)"
        ),
        DiagnosticEntry(
            .selfConstraint,
            examples: .selfConstraint("where Self: Equatable", at: at("Store.swift", 4, 10)),
            advice: "move the constraint to the code that needs it"),
        DiagnosticEntry(
            .privateProtocol,
            examples: .privateProtocol(.private, at: at("Store.swift", 4, 10)),
            advice:
                "the generated file cannot see it; `@Mockable` on it expands to a `fileprivate` mock beside it instead"
        ),
        DiagnosticEntry(
            .parameterPack,
            examples: .parameterPack(method: "log", at: at("Store.swift", 4, 10)),
            advice: "give it a fixed number of parameters"),
        DiagnosticEntry(
            .selfRequirement,
            reserved:
                "requirements mentioning `Self` were refused; the mock is now `final` and spells `Self` as its own name",
            advice: ""),
        DiagnosticEntry(
            .genericStaticState,
            reserved:
                "a generic mock with static requirements was refused; its static state now lives in one lock per specialization",
            advice: ""),
        DiagnosticEntry(
            .needsFileExport,
            examples: .macroCannotSeeParents(of: "Both", ["Extra"], .macro, at: at("Store.swift", 4, 10)),
            .macroWouldDiffer(from: "Store", at: at("Store.swift", 4, 10)),
            advice:
                "an error from the `@Mockable` macro, a note from `generate`, `list` and the explorer: the mock needs what only a scan sees (see [Macro.md](Macro.md)); keep it a generated file"
        ),
        DiagnosticEntry(
            .conflictingIsolation,
            examples: .conflictingIsolation(
                "Worker", globalActor: "@MainActor", via: " through 'Screen'", at: at("Store.swift", 4, 10)),
            advice:
                "an actor cannot conform to a protocol under a global actor, and a class cannot conform to `Actor`; drop one of the two"
        ),
        DiagnosticEntry(
            .parentFromModule,
            examples: .parentFromModule(
                "Channel", module: "NIOCore", declaredAt: at("Sources/NIOCore/Channel.swift", 104, 17),
                at: at("Sources/App/Link.swift", 3, 24)),
            advice:
                "nothing: it says where a parent declared outside the scanned files came from (a target of the package, a checked-out dependency, or a toolchain module's interface; see docs/Parents.md)"
        ),
        DiagnosticEntry(
            .actorInitializerClosure,
            examples: .actorInitializerClosure("handler", at: at("Store.swift", 4, 10)),
            advice:
                "an actor protocol refining a protocol that is not one, whose initializer takes a closure that is not `@Sendable`: make the closure `@Sendable`, or the parent an actor protocol"
        ),
        DiagnosticEntry(
            .runtimeNotLinked,
            examples: .runtimeNotLinked("ClockMock", target: "AppTests", at: at("Sources/App/Clock.swift", 1, 17)),
            advice:
                "from the build plugin, before the compiler and the linker fail in their words: add the `MockScope` product to the target's dependencies (and `MockScopeTesting` or `MockScopeXCTest` for `Verify`)"
        ),
        DiagnosticEntry(
            .ozonOpaqueResult,
            examples: .ozonOpaqueResult(method: "makeView", stem: "makeView", at: at("Store.swift", 4, 10)),
            advice:
                "Ozon style (docs/Styles.md): return a concrete or `any` type, or use the default style for that protocol"
        ),
        DiagnosticEntry(
            .ozonGenericInout,
            reserved:
                "a generic `inout` parameter was refused in the Ozon style; its closure now takes it as `inout Any`, boxed and cast back",
            advice: ""),
        DiagnosticEntry(
            .sourceryReactiveMember,
            examples: .sourceryReactiveMember(
                "updates", type: "AnyPublisher", framework: "Combine", missing: ["updatesSubject", "updatesPublisher"],
                at: at("Store.swift", 4, 10)),
            advice:
                "a warning from the sourcery style (docs/Styles.md): the member is still witnessed, counted and answered by its handler; the subject-backed members need a framework Linux does not have"
        ),
        DiagnosticEntry(
            .sourceryConditionalInitializer,
            examples: .sourceryConditionalInitializer(
                "palette", condition: "canImport(UIKit)", at: at("Store.swift", 4, 10)),
            advice:
                "sourcery style: drop `sourcery: const` (a conditional property then starts unset, as one no required initializer seeds), or give it a type with a default value"
        ),
        DiagnosticEntry(
            .sourceryObjcSuperclass,
            examples: .sourceryObjcSuperclass(at: at("Store.swift", 4, 10)),
            advice: "a warning: the sourcery mock is generated without the superclass"),
        DiagnosticEntry(
            .sourceryRethrows,
            reserved:
                "a `rethrows` requirement was refused in the sourcery style; it is now witnessed by a method that does not throw",
            advice: ""),
        DiagnosticEntry(
            .sourceryGenericClosureParameter,
            reserved:
                "a generic `inout` parameter, or a closure taking a generic parameter, was refused in the sourcery style; the handler now takes the first as `inout Any`, boxed and cast back, and the second wrapped as the default style wraps it",
            advice: ""),
        DiagnosticEntry(
            .sourceryActor,
            reserved:
                "protocols refining `Actor` were refused in the sourcery style; their mock is now an `actor` with `nonisolated(unsafe)` bookkeeping"
        ),
        DiagnosticEntry(
            .sourceryGenericStaticState,
            reserved:
                "a generic sourcery mock with static requirements was refused; its static state now lives in one lock per specialization",
            advice: ""),
        DiagnosticEntry(
            .sourceryInitializerSeeding,
            examples: .sourceryInitializerSeeding("Store", seeds: ["name"], at: at("Store.swift", 4, 10)),
            advice:
                "sourcery style: take those constants' values as parameters of their names and types (the initializer then seeds them), or drop `sourcery: const`; a property the initializer leaves unseeded starts unset instead and stops the test when read before `_<name>` is set"
        ),
        DiagnosticEntry(
            .sourceryNoncopyableGeneric,
            reserved:
                "a method or a closure parameter answering a noncopyable generic parameter was refused in the sourcery style; its handler now keeps the call's types, stored erased and cast at the call",
            advice: ""),
        DiagnosticEntry(
            .strictUnsupported,
            examples: .strictUnsupported("zip", Diagnostic.StrictReason.severalPacks, at: at("Store.swift", 4, 10)),
            advice:
                "strict style (docs/Styles.md): a requirement the strict runtime has no channel for (transient overloads whose Perform builders, or count-only builders even with their arguments' types, are another overload's; more than four lent arguments; a subscript's autoclosure with effects; a value pack with an ownership specifier, several value packs, a settable subscript over a value pack; overloads whose builders would be identical); use another style for that protocol. Two no type could satisfy, as Swift 6.3 rejects the protocol: noncopyable, borrowing or consuming parameters of a subscript, and an associated type that suppresses `Copyable`; fix the protocol"
        ),
        DiagnosticEntry(
            .styleWritesNoSubscripts,
            reserved:
                "the Ozon and sourcery styles refused subscript requirements; each now tracks their accessors as it tracks methods",
            advice: ""),
    ]
}
