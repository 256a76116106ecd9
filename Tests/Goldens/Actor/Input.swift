protocol UserProfileStore: Actor {
    var profiles: [String: String] { get }
    func updateProfile(_ profile: String, for key: String)
    func reset()
}
