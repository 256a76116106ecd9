/// Every diagnostic MockScope reports, with a code that never changes meaning. One code has one
/// meaning; what it is reported with and what to do about it is its entry in `DiagnosticTable`.
public enum DiagnosticCode: String, Sendable, Codable, CaseIterable {
    // Input
    case syntaxError = "MS001"
    case unreadableFile = "MS002"
    case skippedFile = "MS003"
    case unknownProtocol = "MS004"
    case configError = "MS005"
    case configUnknownKey = "MS006"
    case tooDeeplyNested = "MS007"
    case parseTimedOut = "MS008"
    // Markers
    case markerOnNonProtocol = "MS101"
    case markerArgument = "MS102"
    case markerCondition = "MS103"
    /// An Ozon marker's access above the protocol's, lowered: the mock would not compile.
    case markerAccessLowered = "MS104"
    /// `/// @mockable` on a declaration that is not a protocol: it asks for nothing, so it is said.
    case docMarkerOnNonProtocol = "MS105"
    // Requirements the mock cannot witness
    /// A member no witness can exist for: a macro expansion, a property pattern, a property without a type.
    case unsupportedMember = "MS201"
    case operatorRequirement = "MS202"
    case escapedName = "MS203"
    case staticSubscript = "MS204"
    case genericClosureResult = "MS205"
    case genericClosureParameter = "MS206"
    case constrainedAssociatedType = "MS207"
    case autoclosureEffects = "MS208"
    case initOnInheritingProtocol = "MS209"
    case standardLibraryParent = "MS210"
    case genericParent = "MS211"
    case unknownParent = "MS212"
    case parentNotMocked = "MS213"
    case duplicateMockName = "MS214"
    case generatedNameCollision = "MS215"
    case selfConstraint = "MS216"
    case privateProtocol = "MS217"
    case parameterPack = "MS218"
    case selfRequirement = "MS219"
    case genericStaticState = "MS220"
    /// The `@Mockable` macro sees only its own protocol; this mock needs what a scan sees.
    case needsFileExport = "MS221"
    /// An actor protocol under a global actor: nothing can conform to it.
    case conflictingIsolation = "MS222"
    /// A note: a parent protocol was read from another module (a target, a dependency, the toolchain).
    case parentFromModule = "MS223"
    /// An actor's witness of a non-actor protocol's initializer cannot take a closure that is not `@Sendable`.
    case actorInitializerClosure = "MS224"
    /// Strict mocks written for a target that does not depend on the `MockScope` library.
    case runtimeNotLinked = "MS225"
    /// Ozon style: a method returning an opaque type, which its stored return value cannot hold.
    case ozonOpaqueResult = "MS231"
    /// Reserved: the Ozon style refused generic `inout` parameters.
    case ozonGenericInout = "MS232"
    /// Sourcery style: a Combine or RxSwift member whose subject-backed members are left out.
    case sourceryReactiveMember = "MS241"
    /// Sourcery style: a conditional constant the unconditional initializer would take.
    case sourceryConditionalInitializer = "MS242"
    /// Sourcery style: `ObjcProtocolMock` asks for an NSObject superclass.
    case sourceryObjcSuperclass = "MS243"
    /// Reserved: the sourcery style refused `rethrows` requirements.
    case sourceryRethrows = "MS244"
    /// Reserved: the sourcery style refused generic `inout` parameters and closures taking a
    /// generic parameter.
    case sourceryGenericClosureParameter = "MS245"
    /// Sourcery style: a protocol refining `Actor`; the style mocks classes only.
    case sourceryActor = "MS246"
    /// Reserved: the sourcery style refused static requirements on a generic mock.
    case sourceryGenericStaticState = "MS247"
    /// Sourcery style: a required initializer beside constants (`sourcery: const`) the mock's own
    /// initializer takes.
    case sourceryInitializerSeeding = "MS248"
    /// Reserved: the sourcery style refused a method or a closure parameter answering a
    /// noncopyable generic parameter.
    case sourceryNoncopyableGeneric = "MS249"
    /// Strict style: a requirement the strict runtime has no channel for.
    case strictUnsupported = "MS251"
    /// Component: a static requirement, which forwarding to a stored instance cannot satisfy.
    case componentStatic = "MS261"
    /// Component: an initializer requirement.
    case componentInitializer = "MS262"
    /// Component: a subscript requirement.
    case componentSubscript = "MS263"
    /// Component: an associated type, which the stored dependency's type cannot leave open.
    case componentAssociatedType = "MS264"
    /// Component: a requirement or protocol no forwarder can be written for (a variadic
    /// parameter, `Self`, an actor, a public component of a narrower protocol).
    case componentUnforwardable = "MS265"
    // Type erasures (`Any<Protocol>`): requirements a wrapper cannot forward
    case erasureStaticRequirement = "MS271"
    case erasureInitializer = "MS272"
    case erasureSelfRequirement = "MS273"
    case erasureVariadicParameter = "MS274"
    case erasureOpaqueResult = "MS275"
    /// A protocol refining `Actor`: a struct or final class cannot conform.
    case erasureActor = "MS276"
    /// A protocol refining `Equatable`, `Hashable` or `Comparable`.
    case erasureIdentityParent = "MS277"
    /// An `associatedType = "…"` annotation naming no associated type the erasure is generic over.
    case erasureUnknownAssociatedType = "MS278"
    /// A `nonisolated` setter or mutating method of a global-actor protocol.
    case erasureNonisolatedMutation = "MS279"
    /// An associated type declared inside `#if`, which the erasure's generic parameters cannot follow.
    case erasureConditionalAssociatedType = "MS280"
    /// A `nonisolated` requirement answering `Self`, whose new erasure is made on the global actor.
    case erasureNonisolatedSelfResult = "MS281"
    /// Reserved: the Ozon and sourcery styles refused subscript requirements.
    case styleWritesNoSubscripts = "MS299"
    // Typechecking the mocks with their module
    case mockDoesNotCompile = "MS301"
    case moduleDoesNotCompile = "MS302"
    /// The explorer could not typecheck the mocks at all (no compiler, the package did not build).
    case verificationUnavailable = "MS303"
    /// A warning the compiler gives in a generated mock: the mock compiles, but not cleanly.
    case mockCompilesWithWarning = "MS304"
    /// A module whose mocks take the explorer longer than two minutes to typecheck, and why.
    case slowVerification = "MS305"
}
