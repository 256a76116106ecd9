import MockModel

/// An import line taken apart: attributes (`@preconcurrency`), access (`public`, `package`) and
/// the module, so lines of one module can be merged and their access limited.
struct ImportLine: Hashable {
    var attributes: [String]
    var access: AccessLevel?
    var module: String

    init(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        attributes = words.filter { $0.hasPrefix("@") }
        access = words.lazy.compactMap(AccessLevel.init(rawValue:)).first
        module = words.last ?? ""
    }

    var text: String {
        (attributes + (access.map { [$0.rawValue] } ?? []) + ["import", module]).joined(separator: " ")
    }

    /// `public` and `package` imports are written only as wide as `widest` allows; an explicit
    /// `internal` one stays explicit, as the module's own files have it.
    func limited(to widest: AccessLevel) -> ImportLine {
        var line = self
        switch access {
        case .public?, .open?: line.access = widest >= .public ? .public : widest >= .package ? .package : nil
        case .package?: line.access = widest >= .package ? .package : nil
        case nil: line.access = nil
        default: line.access = .internal
        }
        return line
    }

    /// One line per module: the widest access and every attribute, since two imports of one
    /// module with different access in one file draw a warning.
    static func merged(_ texts: [String]) -> [String] {
        var byModule: [String: ImportLine] = [:]
        for line in texts.map(ImportLine.init) {
            guard var existing = byModule[line.module] else {
                byModule[line.module] = line
                continue
            }
            existing.attributes = Array(Set(existing.attributes + line.attributes)).sorted()
            existing.access = [existing.access, line.access].compactMap { $0 }.max()
            byModule[line.module] = existing
        }
        return byModule.values.map(\.text)
    }
}
