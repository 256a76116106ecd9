import Foundation

/// The parts of `swift package describe --type json` that say how a target is compiled.
struct PackageManifest: Decodable {
    struct Target: Decodable {
        var name: String
        var c99name: String
        var path: String
        var sources: [String]?
        var module_type: String?
        var target_dependencies: [String]?
        var product_dependencies: [String]?
    }

    var name: String
    var path: String
    var targets: [Target]
    var tools_version: String
    var swift_languages_versions: [String]?

    /// The language mode SwiftPM compiles with: 6 when the package allows it, else the highest
    /// it names, else what its tools version defaults to.
    var languageMode: String {
        if let modes = swift_languages_versions, !modes.isEmpty {
            if modes.contains("6") { return "6" }
            return modes.compactMap { Int($0.split(separator: ".").first ?? "") }.max().map(String.init) ?? "5"
        }
        let major = Int(tools_version.split(separator: ".").first ?? "") ?? 5
        return major >= 6 ? "6" : "5"
    }

    func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// Every target `target` depends on, directly or not, nearest first.
    func dependencies(of target: Target) -> [Target] {
        var seen: Set<String> = []
        var order: [Target] = []
        var queue = target.target_dependencies ?? []
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted, let dependency = self.target(named: name) else { continue }
            order.append(dependency)
            queue += dependency.target_dependencies ?? []
        }
        return order
    }

    /// Absolute paths of a target's Swift files.
    func sourcePaths(of target: Target) -> [String] {
        let folder = URL(fileURLWithPath: path).appendingPathComponent(target.path)
        return (target.sources ?? []).filter { $0.hasSuffix(".swift") }.map {
            folder.appendingPathComponent($0).standardizedFileURL.path
        }
    }
}
