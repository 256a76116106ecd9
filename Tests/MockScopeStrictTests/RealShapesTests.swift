import MockScope
import MockScopeTesting
import Testing

/// Requirement shapes met in real packages. Static state belongs to the mock type, so these
/// tests take turns.
@Suite("Generated strict mocks: shapes of real packages", .serialized)
struct RealShapesTests {
    @Test func parametersNamedLikeKeywordsAreMatchedAndRecorded() {
        let reader = ByteReaderMock()
        Given(reader).read(as: .any, in: .value([1, 2])).willReturn(2)
        #expect(reader.read(as: Int.self, in: [1, 2]) == 2)
        Verify(reader, 1).read(as: .any, in: .value([1, 2]))
        withKnownIssue { Verify(reader).read(as: .any, in: .value([3])) }
    }

    @Test func aClosurePropertyStartsFromTheClosureItKeeps() {
        let primitive = PrimitiveMock()
        let seen = Recorder<String>()
        _ = MockState(primitive).onEvent(initial: { seen.record($0) })
        primitive.onEvent("fired")
        #expect(seen.values == ["fired"])
        _ = MockState(PrimitiveMock.self).create(initial: { $0 * 2 })
        #expect(PrimitiveMock.create(21) == 42)
        resetMock(PrimitiveMock.self)
    }

    /// `Destructor` is also a closure typealias of the module: here it is the mock's own type,
    /// recorded and matched like any value.
    @Test func anAssociatedTypeNamedLikeAClosureAliasIsAValue() {
        typealias Ops = KeyOpsMock<Int, String>
        Given(Ops.self).allocate(destructor: .value("free")).willReturn(7)
        #expect(Ops.allocate(destructor: "free") == 7)
        Verify(Ops.self, 1).allocate(destructor: .value("free"))
        withKnownIssue { Verify(Ops.self).allocate(destructor: .value("other")) }
        resetMock(Ops.self)
    }

    /// `subscribe<Observer>` beside `associatedtype Observer`: the requirement's own parameter
    /// is the observer passed, the mock's is what `asObserver()` returns.
    @Test func aGenericRequirementBesideAnAssociatedTypeOfTheSameName() {
        let subject = SubjectMock<Int, SinkMock<Int>>()
        let sink = SinkMock<Int>()
        Given(subject).subscribe(.any as Parameter<SinkMock<Int>>).willReturn(1)
        Given(subject).asObserver().willReturn(sink)
        #expect(subject.subscribe(sink) == 1)
        #expect(subject.asObserver() === sink)
        Verify(subject, 1).subscribe(.any as Parameter<SinkMock<Int>>)
        withKnownIssue { Verify(subject, 2).subscribe(.any as Parameter<SinkMock<Int>>) }
    }
}
