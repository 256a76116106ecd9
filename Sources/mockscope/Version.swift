/// Printed by `mockscope --version`.
enum Version {
    static let current = "0.1.0"
}
