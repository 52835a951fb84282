import CSQLite3
import Foundation

/// The current row of a stepping statement; valid only inside the mapping closure.
struct SQLiteRow: DatabaseRow {
    let statement: SQLiteStatement

    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement.handle, column) == SQLITE_NULL }
    public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.handle, column) }
    public func double(_ column: Int32) -> Double { sqlite3_column_double(statement.handle, column) }

    public func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement.handle, column) else { return "" }
        return String(cString: bytes)
    }
}

@available(*, unavailable)
extension SQLiteRow: Sendable {}
