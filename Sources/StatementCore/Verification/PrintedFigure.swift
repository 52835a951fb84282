/// A figure a statement prints about itself, apart from its rows: the evidence its rows are
/// checked against. `value` is minor units, or a number of rows for a count.
public struct PrintedFigure: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case opening, closing
        /// The sum of one direction's rows: "Total deposits", "Withdrawals and other debits".
        case total(SectionHeadings.Direction)
        /// How many rows: of one direction, or all of them (nil).
        case count(SectionHeadings.Direction?)
        /// The net of the rows right above it, one cardholder's or one card's ("Total for JOHN
        /// DOE", "Subtotal tarjeta ****1234"): `value` is its magnitude.
        case subtotal
    }

    public var kind: Kind
    public var value: Int64
    /// The label as printed, for checks and problems a user can find on the page.
    public var label: String
    public var page: Int
    public var line: Int
    /// A total of one kind of row (fees, checks, purchases): held only to its own section's rows,
    /// as other rows of its direction are not in it.
    public var sectionOnly = false

    public init(kind: Kind, value: Int64, label: String, page: Int, line: Int) {
        self.kind = kind
        self.value = value
        self.label = label
        self.page = page
        self.line = line
    }

    /// "'Saldo final' (page 1, line 40)"
    public var description: String { "'\(label)' (page \(page), line \(line))" }
}
