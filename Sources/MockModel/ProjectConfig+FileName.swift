extension ProjectConfig {
    /// The configuration file's name in a project's root; `ConfigFile` reads and writes it, and
    /// what it declares (its `"parents"`) is located in it.
    public static let fileName = ".mockscope.json"
}
