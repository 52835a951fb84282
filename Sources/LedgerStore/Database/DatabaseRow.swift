/// The current row of a query, the same on every backend; valid only inside the mapping closure.
/// Columns are numbered from 0 in the order the query selects them.
public protocol DatabaseRow {
    func isNull(_ column: Int32) -> Bool
    func int64(_ column: Int32) -> Int64
    func double(_ column: Int32) -> Double
    func text(_ column: Int32) -> String
}

extension DatabaseRow {
    public func int(_ column: Int32) -> Int { Int(int64(column)) }
    public func bool(_ column: Int32) -> Bool { int64(column) != 0 }
    public func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }
    public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
}
