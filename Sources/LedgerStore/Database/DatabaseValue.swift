/// A value bound to a statement parameter, the same on every backend. Money is `.integer` minor
/// units; booleans are stored as 0 or 1 on both backends so readers see one contract.
public enum DatabaseValue: Hashable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null

    public static func text(_ value: String?) -> DatabaseValue { value.map(DatabaseValue.text) ?? .null }
    public static func integer(_ value: Int64?) -> DatabaseValue { value.map(DatabaseValue.integer) ?? .null }
    public static func integer(_ value: Int) -> DatabaseValue { .integer(Int64(value)) }
    public static func bool(_ value: Bool) -> DatabaseValue { .integer(value ? 1 : 0) }
}

/// The name the SQLite layer grew up with; the same type.
public typealias SQLiteValue = DatabaseValue
