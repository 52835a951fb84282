import StatementImport

/// A `--pages` value: "3", "1-3", "2-" (to the end).
public enum PageRange {
    public static func parse(_ text: String) throws(AppError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let bad = AppError.usage("'\(text)' is not a page range: use N, N-M or N-")
        guard (1...2).contains(parts.count), let first = Int(parts[0]), first >= 1 else { throw bad }
        if parts.count == 1 { return first...first }
        if parts[1].isEmpty { return first...Int.max }
        guard let last = Int(parts[1]), last >= first else { throw bad }
        return first...last
    }
}
