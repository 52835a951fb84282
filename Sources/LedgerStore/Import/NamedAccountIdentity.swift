import StatementCore

/// The `accounts.identity` of an account a person named: "name:" then institution, name,
/// currency and what the statement looks like (its kind, layout profile and table header), joined
/// by unit separators. Accounts named before the layout was kept have no fourth field.
struct NamedAccountIdentity {
    var institution: String
    var name: String
    var currency: String
    var layout: String?

    static let prefix = "name:"
    static let separator: Character = "\u{1F}"

    var text: String {
        Self.prefix + ([institution, name, currency] + (layout.map { [$0] } ?? [])).joined(separator: String(Self.separator))
    }

    /// "card|es-bank|date description amount": a layout profile and a table header tell one bank's
    /// statements from another's even where the bank's name was not read.
    static func layout(of statement: Statement) -> String {
        [statement.kind.rawValue, statement.layout ?? "", statement.tableHeader ?? ""].joined(separator: "|")
    }

    /// The layout a named account's identity carries; nil for none (or not a named account).
    static func layout(ofIdentity identity: String) -> String? {
        guard identity.hasPrefix(prefix) else { return nil }
        let fields = identity.dropFirst(prefix.count).split(separator: separator, omittingEmptySubsequences: false)
        return fields.count > 3 ? String(fields[3]) : nil
    }
}
