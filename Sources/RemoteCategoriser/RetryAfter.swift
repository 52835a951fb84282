import Foundation

/// The `Retry-After` header: seconds ("12") or an HTTP date ("Sun, 06 Nov 1994 08:49:37 GMT").
enum RetryAfter {
    static let longestWait = 60.0

    /// Seconds to wait, between 0 and 60; nil when the header is absent or unreadable.
    static func seconds(_ header: String?, now: Date) -> Double? {
        guard let text = header?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let seconds = Double(text), seconds.isFinite {
            return min(max(seconds, 0), longestWait)
        }
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) {
                return min(max(date.timeIntervalSince(now), 0), longestWait)
            }
        }
        return nil
    }
}
