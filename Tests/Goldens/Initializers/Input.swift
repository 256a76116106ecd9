protocol Repository {
    init(configuration: Configuration)
    init(host: String)
    init(host: String, port: Int) async throws
    init?(path: String)
}
