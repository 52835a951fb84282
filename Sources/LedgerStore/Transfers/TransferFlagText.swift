import StatementCore

/// How transfer flags name a row, an amount and a day for people.
enum TransferFlagText {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "3 Mar 2025".
    static func day(_ date: LocalDate) -> String {
        "\(date.day) \(months[max(0, min(11, date.month - 1))]) \(date.year)"
    }

    /// The amount without its sign: the words around it say which way it went.
    static func magnitude(_ amount: Money) -> String {
        let text = amount.description
        return text.hasPrefix("-") ? String(text.dropFirst()) : text
    }

    /// The first 8 characters of a row id, as review and transactions show it.
    static func shortID(_ id: String) -> String { String(id.prefix(8)) }
}
