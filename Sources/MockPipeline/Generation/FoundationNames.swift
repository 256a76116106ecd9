/// Types only Foundation's modules declare, so a mock naming one needs the `public import` of
/// whichever of those modules its protocol's file imports, and no other. Names common enough
/// for a module to declare again (`Timer`, `Process`, `Notification`) are left out; a test
/// finds each of these in the toolchain's Foundation.
enum FoundationNames {
    static let modules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    ]

    static let types: Set<String> = [
        "AttributedString", "Calendar", "CharacterSet", "CocoaError", "CustomNSError", "Data", "Date",
        "DateComponents", "DateFormatter", "DateInterval", "Decimal", "FileHandle", "FileManager",
        "HTTPURLResponse", "ISO8601DateFormatter", "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder",
        "JSONSerialization", "Locale", "LocalizedError", "NSError", "NSLock", "NSNumber", "NSObject",
        "NSRecursiveLock", "NSRegularExpression", "NSString", "NotificationCenter", "NumberFormatter",
        "OperationQueue", "ProcessInfo", "PropertyListDecoder", "PropertyListEncoder", "TimeInterval",
        "TimeZone", "URL", "URLComponents", "URLError", "URLQueryItem", "URLRequest", "URLResponse",
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "UUID", "UserDefaults",
    ]

    /// Those `FoundationEssentials` declares, where it exists (a test finds each there).
    static let essentials: Set<String> = [
        "AttributedString", "Calendar", "CocoaError", "Data", "Date", "DateComponents", "DateInterval", "Decimal",
        "FileManager", "IndexPath", "JSONDecoder", "JSONEncoder", "Locale", "LocalizedError", "NotificationCenter",
        "ProcessInfo", "PropertyListDecoder", "PropertyListEncoder", "TimeInterval", "TimeZone", "URL",
        "URLComponents", "URLQueryItem", "UUID",
    ]

    /// The Foundation modules among `imported` when `name` is one of their types; nil otherwise.
    static func modules(declaring name: String, imported: Set<String>) -> Set<String>? {
        guard types.contains(name) else { return nil }
        let found = modules.intersection(imported)
        return found.isEmpty ? nil : found
    }
}
