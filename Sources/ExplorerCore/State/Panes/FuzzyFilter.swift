/// Case-insensitive subsequence matching, as in fzf: `asvc` matches `AuthService`.
public enum FuzzyFilter {
    public static func matches(_ query: String, in text: String) -> Bool {
        var remaining = Substring(text.lowercased())
        for character in query.lowercased() where character != " " {
            guard let found = remaining.firstIndex(of: character) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }
}
