/// A `postgresql://` (or `postgres://`) ledger location as libpq reads it. The password, when a
/// URL carries one, is for libpq alone: what is printed (`redacted`) never shows it. The
/// documented way is no password in the URL at all: libpq reads PGPASSFILE, ~/.pgpass or PGPASSWORD.
enum PostgreSQLURL {
    public static let schemes = ["postgresql://", "postgres://"]

    public static func isURL(_ location: String) -> Bool {
        let lowered = location.lowercased()
        return schemes.contains { lowered.hasPrefix($0) }
    }

    /// The URL with any password removed, from the user part (`user:secret@`) and from the
    /// query (`password=secret`): safe for messages, logs and `location`.
    public static func redacted(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let scheme = url[..<schemeEnd.upperBound]
        let rest = url[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        var authority = String(rest[..<authorityEnd])
        var tail = String(rest[authorityEnd...])
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            let user = userInfo.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            authority = String(user) + String(authority[at...])
        }
        if let queryStart = tail.firstIndex(of: "?") {
            let query = tail[tail.index(after: queryStart)...]
            let kept = query.split(separator: "&").filter { !$0.lowercased().hasPrefix("password=") }
            tail = String(tail[..<queryStart]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
        }
        return scheme + authority + tail
    }
}
