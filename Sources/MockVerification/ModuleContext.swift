/// What the compiler needs to typecheck one module: its files and the settings it builds with.
public struct ModuleContext: Sendable, Hashable, Codable {
    public var moduleName: String
    /// `-package-name`: many modules use `package` access.
    public var packageName: String
    /// Every Swift file of the module, as paths the compiler can open.
    public var sources: [String]
    /// `5` or `6`: the module's own language mode.
    public var languageMode: String
    /// `-I` folders holding the built modules of its dependencies.
    public var importPaths: [String]
    /// Extra compiler flags for unusual setups (`--swiftc-flag`, the configuration's `verify`).
    public var flags: [String]

    public init(
        moduleName: String, packageName: String, sources: [String], languageMode: String,
        importPaths: [String] = [], flags: [String] = []
    ) {
        self.moduleName = moduleName
        self.packageName = packageName
        self.sources = sources
        self.languageMode = languageMode
        self.importPaths = importPaths
        self.flags = flags
    }

    /// The driver's arguments for a typecheck of `files` with the module's settings.
    func typecheckArguments(files: [String]) -> [String] {
        var arguments = [
            "-typecheck", "-parse-as-library", "-module-name", moduleName, "-package-name", packageName,
            "-diagnostic-style", "llvm", "-no-color-diagnostics", "-D", "DEBUG",
        ]
        if !flags.contains("-swift-version") { arguments += ["-swift-version", languageMode] }
        for path in importPaths { arguments += ["-I", path] }
        return arguments + flags + files
    }
}
