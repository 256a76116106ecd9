extension DiagnosticTable {
    /// Requirements and protocols no mock is generated for (`MS2xx`).
    static let requirements: [DiagnosticEntry] = [
        DiagnosticEntry(
            .unsupportedMember,
            example: "`this declaration cannot be witnessed by a generated mock; …`",
            advice:
                "a protocol member no witness can exist for (a macro expansion, a property pattern, a property without a type); move it to a protocol that is not mocked"
        ),
        DiagnosticEntry(
            .operatorRequirement,
            example: "`operator requirement '==' cannot be mocked: …`",
            advice:
                "tracking members are named after the requirement, and an operator is not a name; move the operator to its own protocol"
        ),
        DiagnosticEntry(
            .escapedName,
            example:
                "reserved: backticked names were refused; they are now witnessed (`` func `for`() `` is tracked as `forCallCount`)",
            advice: ""),
        DiagnosticEntry(
            .staticSubscript,
            example: "reserved: static subscripts were refused; they are now witnessed with static tracking",
            advice: ""),
        DiagnosticEntry(
            .genericClosureResult,
            example:
                "`'makeSetters' returns a function type that mentions a generic parameter inside an optional, a collection or another closure, …`",
            advice:
                "a closure result mentioning a type parameter is forwarded through an erased closure (`return { _function($0) }`); inside an optional, a collection or another closure there is nothing to forward; return the closure itself, or wrap it in a type"
        ),
        DiagnosticEntry(
            .genericClosureParameter,
            example:
                "`the closure 'handler' takes a generic parameter inside a collection, or through an inout or typed-throws closure, …`",
            advice:
                "likewise for closure parameters (a plain `(T) -> Void` is forwarded as `{ handler($0 as! T) }`, one inside an optional or another closure converted whole)"
        ),
        DiagnosticEntry(
            .constrainedAssociatedType,
            example:
                "reserved: constrained associated types were refused; the mock is now generic (`final class KeyMock<Value: Sendable>`)",
            advice: ""),
        DiagnosticEntry(
            .autoclosureEffects,
            example: "`effectful @autoclosure parameters are not supported in subscript requirements`",
            advice:
                "a subscript getter cannot evaluate a throwing or async autoclosure it has no effects for; make the subscript a method"
        ),
        DiagnosticEntry(
            .initOnInheritingProtocol,
            example:
                "reserved: an `init` on an inheriting protocol was refused; such a mock now witnesses its parents itself",
            advice: ""),
        DiagnosticEntry(
            .standardLibraryParent,
            example:
                "`'Sequence' asks for a sequence's iterator and element types, which a generated mock class cannot provide; …`",
            advice:
                "a standard library parent no class can conform to in general (`Sequence`, `Collection`, `BitwiseCopyable`, …); move the conformance to the types that need it"
        ),
        DiagnosticEntry(
            .genericParent,
            example:
                "reserved: parents written with generic arguments were refused; `protocol IntBox: Box<Int>` now binds `Element = Int`",
            advice: ""),
        DiagnosticEntry(
            .unknownParent,
            example:
                "`parent protocol 'Channel' is not declared in the scanned files, so its requirements are unknown; …`, or `… cannot be witnessed: 'Channel' is declared internal in module NIOCore …`",
            advice:
                #"scan the files that declare it, declare its requirements under `"parents"` in `.mockscope.json` (see docs/CLI.md), or drop the conformance; inside a SwiftPM package a parent of another target is read from it when that target's protocol is `public` (or `package`), see docs/Parents.md"#
        ),
        DiagnosticEntry(
            .parentNotMocked,
            example: "`ChildMock subclasses ParentMock, which is not generated; …`",
            advice:
                "a safety net: a child whose parent mock is not generated witnesses the parent's requirements itself, so this is not expected"
        ),
        DiagnosticEntry(
            .duplicateMockName,
            example: "`StoreMock is already generated for the protocol at Sources/A.swift:3:10; …`",
            advice:
                "two protocols of one name that can be compiled together; leave one out (copies in sibling `#if` branches are fine). Also when a protocol is itself named `StoreMock` (`StoreMock is the name of the protocol at …`): rename that protocol or leave `Store` out"
        ),
        DiagnosticEntry(
            .generatedNameCollision,
            example:
                "`the generated member 'fetchCallCount' collides with the requirement 'fetchCallCount'; rename the requirement`",
            advice:
                "a requirement spelled like a tracking member of another (or `resetMock`); or a property and a method of one name that one mock class would both declare, neither implemented by an unconstrained extension of its protocol (the implemented one is left to it; a child's mock that subclasses the parent's declares the property beside the inherited method)"
        ),
        DiagnosticEntry(
            .selfConstraint,
            example:
                "`'where Self: Equatable' constrains the conforming type, which a generated mock class cannot satisfy; …`",
            advice: "move the constraint to the code that needs it"),
        DiagnosticEntry(
            .privateProtocol,
            example: "`a private protocol cannot be mocked from a generated file; make it internal or wider`",
            advice:
                "the generated file cannot see it; `@Mockable` on it expands to a `fileprivate` mock beside it instead"
        ),
        DiagnosticEntry(
            .parameterPack,
            example: "`'log' takes a parameter pack, which a mock cannot record; …`",
            advice: "give it a fixed number of parameters"),
        DiagnosticEntry(
            .selfRequirement,
            example:
                "reserved: requirements mentioning `Self` were refused; the mock is now `final` and spells `Self` as its own name",
            advice: ""),
        DiagnosticEntry(
            .genericStaticState,
            example:
                "reserved: a generic mock with static requirements was refused; its static state now lives in one lock per specialization",
            advice: ""),
        DiagnosticEntry(
            .needsFileExport,
            example: "`@Mockable sees only 'Both', not the requirements of 'Extra' that BothMock must witness; …`",
            advice:
                "an error from the `@Mockable` macro, a note from `generate`, `list` and the explorer: the mock needs what only a scan sees (see [Macro.md](Macro.md)); keep it a generated file"
        ),
        DiagnosticEntry(
            .conflictingIsolation,
            example:
                "`'Worker' is an actor protocol isolated to @MainActor through 'Screen'; no actor or class can conform to it, …`",
            advice:
                "an actor cannot conform to a protocol under a global actor, and a class cannot conform to `Actor`; drop one of the two"
        ),
        DiagnosticEntry(
            .parentFromModule,
            example:
                "note: `parent protocol 'Channel' is read from module NIOCore (Sources/NIOCore/Channel.swift:104)`",
            advice:
                "nothing: it says where a parent declared outside the scanned files came from (a target of the package, a checked-out dependency, or a toolchain module's interface; see docs/Parents.md)"
        ),
        DiagnosticEntry(
            .actorInitializerClosure,
            example:
                "`an actor cannot witness this initializer of a protocol that is not an actor protocol: the closure 'handler' is not @Sendable, so a caller cannot send it into the actor; …`",
            advice:
                "an actor protocol refining a protocol that is not one, whose initializer takes a closure that is not `@Sendable`: make the closure `@Sendable`, or the parent an actor protocol"
        ),
        DiagnosticEntry(
            .runtimeNotLinked,
            example:
                "`ClockMock is a strict mock, written against the MockScope library, which AppTests does not depend on; …`",
            advice:
                "from the build plugin, before the compiler and the linker fail in their words: add the `MockScope` product to the target's dependencies (and `MockScopeTesting` or `MockScopeXCTest` for `Verify`)"
        ),
        DiagnosticEntry(
            .ozonOpaqueResult,
            example: "`'makeView' returns an opaque type, which 'makeViewReturnValue' cannot store`",
            advice:
                "Ozon style (docs/Styles.md): return a concrete or `any` type, or use the default style for that protocol"
        ),
        DiagnosticEntry(
            .ozonGenericInout,
            example: "`'update' takes a generic inout parameter, which a mock cannot forward`",
            advice: "Ozon style: use the default style for that protocol"),
        DiagnosticEntry(
            .sourceryReactiveMember,
            example:
                "`'updates' is a Combine AnyPublisher: its updatesSubject, … need Combine, which is not available here, so they are not generated; …`",
            advice:
                "a warning from the sourcery style (docs/Styles.md): the member is still witnessed, counted and answered by its handler; the subject-backed members need a framework Linux does not have"
        ),
        DiagnosticEntry(
            .sourceryConditionalInitializer,
            example:
                "`'palette' is compiled only under 'canImport(UIKit)' but the mock's initializer, generated once outside any condition, takes it; …`",
            advice: "sourcery style: put `sourcery: handler` on the property, or give it a type with a default value"),
        DiagnosticEntry(
            .sourceryObjcSuperclass,
            example: "`ObjcProtocolMock asks for an NSObject superclass, which needs the Objective-C runtime; …`",
            advice: "a warning: the sourcery mock is generated without the superclass"),
        DiagnosticEntry(
            .sourceryRethrows,
            example:
                "reserved: a `rethrows` requirement was refused in the sourcery style; it is now witnessed by a method that does not throw",
            advice: ""),
        DiagnosticEntry(
            .sourceryGenericClosureParameter,
            example:
                "`the closure 'body' takes a generic parameter, which a stored handler cannot name: the sourcery style cannot mock it`",
            advice: "sourcery style: use the default style for that protocol"),
        DiagnosticEntry(
            .sourceryActor,
            example:
                "`'Worker' refines Actor, which a final class cannot conform to; the sourcery style mocks classes only`",
            advice: "sourcery style: use the default style for that protocol"),
        DiagnosticEntry(
            .sourceryGenericStaticState,
            example:
                "reserved: a generic sourcery mock with static requirements was refused; its static state now lives in one lock per specialization",
            advice: ""),
        DiagnosticEntry(
            .sourceryInitializerSeeding,
            example: "`the initializer Store requires cannot seed 'name', which the mock's own initializer takes; …`",
            advice:
                "sourcery style: take those properties' values as parameters of their names and types (the initializer then seeds them), give them types with default values, or annotate them `sourcery: handler`"
        ),
        DiagnosticEntry(
            .sourceryNoncopyableGeneric,
            example:
                "`'watch' answers the noncopyable generic type 'R', which a handler answering Any cannot carry: …`",
            advice: "sourcery style: use the default or Ozon style for that protocol"),
        DiagnosticEntry(
            .strictUnsupported,
            example:
                "`'zip' cannot be mocked in the strict style: it takes several value packs, and a channel's builders can take the elements of one; use another style for this protocol`",
            advice:
                "strict style (docs/Styles.md): a requirement the strict runtime has no channel for (noncopyable arguments of a generic requirement beside others, of a subscript or an initializer, or beside nonescaping closures or an autoclosure; transient overloads with the same count-only builders; noncopyable values of properties, subscripts and generic results; an associated type that suppresses `Copyable`, which Swift 6.3 rejects; an initializer's autoclosure with effects it lacks; a lone `Any` argument; several value packs, a value pack beside nonescaping closures or that no argument carries, a settable subscript over a value pack; nonescaping closures of an initializer; overloads whose builders would be identical); use another style for that protocol"
        ),
        DiagnosticEntry(
            .styleWritesNoSubscripts,
            example:
                "reserved: the Ozon and sourcery styles refused subscript requirements; each now tracks their accessors as it tracks methods",
            advice: ""),
    ]
}
