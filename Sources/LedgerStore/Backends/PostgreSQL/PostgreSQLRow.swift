import CLibPQ

/// One row of a text-format result; valid only inside the mapping closure. Values arrive as the
/// server prints them: integers as digits, booleans as `t`/`f` (read as 1 and 0, like SQLite's
/// comparisons), NULL as a flag.
struct PostgreSQLRow: DatabaseRow {
    let result: PostgreSQLResult
    let row: Int32

    public func isNull(_ column: Int32) -> Bool { PQgetisnull(result.handle, row, column) != 0 }

    public func text(_ column: Int32) -> String {
        guard !isNull(column), let bytes = PQgetvalue(result.handle, row, column) else { return "" }
        return String(cString: bytes)
    }

    /// NULL and text that is no number read as 0, as SQLite's column_int64 does; a numeric sum
    /// printed with a fraction keeps its integer part.
    public func int64(_ column: Int32) -> Int64 {
        let value = text(column)
        if let number = Int64(value) { return number }
        switch value {
        case "t": return 1
        case "f", "": return 0
        default:
            let integerPart = value.split(separator: ".", maxSplits: 1).first.map(String.init) ?? value
            return Int64(integerPart) ?? 0
        }
    }

    public func double(_ column: Int32) -> Double { Double(text(column)) ?? 0 }
}

@available(*, unavailable)
extension PostgreSQLRow: Sendable {}
