@testable import MockScope
import MockScopeTesting
import Testing

protocol Decoding: Sendable {
    func decode<T>(_ text: String) -> T
    func store<T: Equatable>(_ value: T) throws
}

// A generic requirement gets a `MockGenericMember`; each call asks it for the channel of the
// specialization at hand, and the builders are generic the same way.
final class DecodingMock: Decoding, StrictMock, Sendable {
    struct Members: MockMembers {
        let mockContext: MockContext
        let decode: MockGenericMember
        let store: MockGenericMember

        init(_ context: MockContext) {
            mockContext = context
            decode = context.genericMember("decode(_:)")
            store = context.genericMember("store(_:)")
        }
    }

    let mockMembers: Members
    init(defaults: MockDefaults = .strict) { mockMembers = Members(MockContext(Self.self, defaults: defaults)) }

    func decode<T>(_ text: String) -> T {
        let member: TypedMockMember<String, Void, T, Never> = mockMembers.decode.specialized(T.self)
        return member.call(text)
    }

    func store<T: Equatable>(_ value: T) throws {
        let member: TypedMockMember<T, Void, Void, any Error> = mockMembers.store.specialized(T.self)
        try member.call(value)
    }

    struct GivenBuilder: MockBuilder {
        let members: Members
        init(_ members: Members) { self.members = members }

        @discardableResult
        func decode<T>(_ text: Parameter<String>, as type: T.Type = T.self) -> MockStub<String, Void, T, Never> {
            let member: TypedMockMember<String, Void, T, Never> = members.decode.specialized(T.self)
            return member.given(text)
        }
        @discardableResult
        func store<T: Equatable>(_ value: Parameter<T>) -> MockStub<T, Void, Void, any Error> {
            let member: TypedMockMember<T, Void, Void, any Error> = members.store.specialized(T.self)
            return member.given(value)
        }
    }

    struct VerifyBuilder: MockVerifyBuilder {
        let members: Members
        let verification: MockVerification
        init(_ members: Members, _ verification: MockVerification) {
            self.members = members
            self.verification = verification
        }

        @discardableResult
        func decode<T>(_ text: Parameter<String>, as type: T.Type = T.self) -> VerificationResult {
            let member: TypedMockMember<String, Void, T, Never> = members.decode.specialized(T.self)
            return member.verify(verification, text)
        }
    }

    typealias PerformBuilder = NoMockBuilder<Members>
    typealias CallsBuilder = NoMockBuilder<Members>
    typealias StateBuilder = NoMockBuilder<Members>
}

@Suite("Strict runtime: generic requirements")
struct GenericTests {
    @Test func eachSpecializationHasItsOwnChannel() throws {
        let mock = DecodingMock()
        Given(mock).decode(.any, as: Int.self).willReturn(7)
        Given(mock).decode(.value("name"), as: String.self).willReturn("Ada")
        let number: Int = mock.decode("7")
        let name: String = mock.decode("name")
        #expect(number == 7)
        #expect(name == "Ada")
        Verify(mock, 1).decode(.any, as: Int.self)
        Verify(mock, 1).decode(.any, as: String.self)
        Verify(mock, .never).decode(.any, as: Double.self)
        VerifyNoMoreInteractions(mock)

        Given(mock).store(Parameter<Int>.any).willSucceed()
        try mock.store(3)
        #expect(throws: MockError.self) { try mock.store("text") }
        withKnownIssue { VerifyNoMoreInteractions(mock) }
        let member: TypedMockMember<String, Void, Int, Never> = mock.mockMembers.decode.specialized(Int.self)
        #expect(member.hint == "Given(mock).decode(…).willReturn(…)")
        #expect(member.qualifiedName == "DecodingMock.decode(_:)<Int>")
    }
}
