import Foundation

/// A value bound to a statement parameter. Doubles exist only for confidences: money is `.integer`.
public enum SQLiteValue: Hashable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null

    public static func text(_ value: String?) -> SQLiteValue { value.map(SQLiteValue.text) ?? .null }
    public static func integer(_ value: Int64?) -> SQLiteValue { value.map(SQLiteValue.integer) ?? .null }
    public static func integer(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
    public static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }
}
