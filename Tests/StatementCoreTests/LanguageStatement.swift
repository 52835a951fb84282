import Testing
import StatementCore

/// A hand-built account statement in one language: the same four movements in every test,
/// worded and printed the way that language's banks print them, so each language's test says
/// only what differs (words, dates, amount style).
struct LanguageStatement {
    var letterhead: [String]
    /// Header cells: date, description, then debit and credit (or one signed amount), then balance.
    var header: [String]
    var opening: String
    var closing: String
    /// The totals line under the rows, when the language's banks print one (debit/credit layout only).
    var total: String?
    var descriptions = ["Energy Company invoice", "Salary Contoso", "Store Fabrikam", "ATM Centrum"]
    var dates: [String]
    /// Prints an amount given in minor units, unsigned.
    var amount: (Int64) -> String
    /// Prints a signed amount for the one-amount layout; nil for debit and credit columns.
    var signed: ((Int64) -> String)?
    var footer: String?
    /// Multiplies every figure: currencies printed whole in large numbers (dong, rupiah).
    var scale: Int64 = 1

    static let openingBalance: Int64 = 245_000
    static let movements: [Int64] = [-8_420, 215_000, -123_456, -6_000]

    var page: HandBuiltPage {
        var page = HandBuiltPage()
        for line in letterhead { page.line(.left(line, 40)) }
        let columnsX: [Double] = signed == nil ? [380, 450, 530] : [450, 530]
        var cells: [HandBuiltPage.Cell] = [.left(header[0], 40), .left(header[1], 130)]
        for (text, x) in zip(header.dropFirst(2), columnsX) { cells.append(.right(text, x)) }
        page.line(cells: cells)
        page.line(.left(opening, 130), .right(amount(Self.openingBalance * scale), 530))
        var balance = Self.openingBalance * scale
        for (index, movement) in Self.movements.map({ $0 * scale }).enumerated() {
            balance += movement
            let money: HandBuiltPage.Cell
            if let signed {
                money = .right(signed(movement), 450)
            } else {
                money = .right(amount(abs(movement)), movement < 0 ? 380 : 450)
            }
            page.line(.left(dates[index], 40), .left(descriptions[index], 130), money, .right(amount(balance), 530))
        }
        if let total, signed == nil {
            let out = Self.movements.filter { $0 < 0 }.reduce(0, +) * scale, into = Self.movements.filter { $0 > 0 }.reduce(0, +) * scale
            page.line(.left(total, 130), .right(amount(-out), 380), .right(amount(into), 450))
        }
        page.line(.left(closing, 130), .right(amount(balance), 530))
        if let footer { page.line(.left(footer, 260)) }
        return page
    }

    /// The rows a correct parse gives, for the dates `isoDates`, in a currency of `minorDigits`.
    func expectedRows(_ isoDates: [String], minorDigits: Int = 2) -> [String] {
        zip(isoDates, zip(Self.movements, descriptions)).map { date, row in
            "\(date) \(Self.decimal(row.0 * scale, minorDigits: minorDigits)) \(row.1)"
        }
    }

    var expectedBalances: [Int64] { [Self.openingBalance * scale, (Self.openingBalance + Self.movements.reduce(0, +)) * scale] }

    static func decimal(_ minor: Int64, minorDigits: Int = 2) -> String {
        Money(minorUnits: minor, currency: Currency(code: "XXX", minorUnitDigits: minorDigits)).decimalString
    }

    /// "1.234,56", "1 234,56", "1'234.56", "1,234.56": groups of three and two decimals.
    static func grouped(_ minor: Int64, group: String, decimal: String, minorDigits: Int = 2) -> String {
        var divisor: Int64 = 1
        for _ in 0..<minorDigits { divisor *= 10 }
        let whole = String(minor / divisor)
        var groups: [String] = []
        var rest = Substring(whole)
        while rest.count > 3 { groups.insert(String(rest.suffix(3)), at: 0); rest = rest.dropLast(3) }
        groups.insert(String(rest), at: 0)
        let fraction = minorDigits == 0 ? "" : decimal + String(String(minor % divisor + divisor).dropFirst())
        return groups.joined(separator: group) + fraction
    }

    static func european(_ minor: Int64) -> String { grouped(minor, group: ".", decimal: ",") }
    static func spaced(_ minor: Int64) -> String { grouped(minor, group: " ", decimal: ",") }
    static func english(_ minor: Int64) -> String { grouped(minor, group: ",", decimal: ".") }

    static let march = ["2025-03-03", "2025-03-05", "2025-03-12", "2025-03-20"]

    /// Parses the page as an unseen layout and expects it verified with exactly the four rows, both
    /// balances, the currency, the period in March 2025 and the page count the footer prints.
    func expectVerified(
        currency: String, minorDigits: Int = 2, period: String? = "2025-03-01..2025-03-31", pages: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let parsed = StatementParser().parse(pages: [page.page])
        #expect(parsed.currency.code == currency, sourceLocation: sourceLocation)
        #expect(parsed.rows == expectedRows(Self.march, minorDigits: minorDigits), sourceLocation: sourceLocation)
        #expect(parsed.balancesText == expectedBalances.map { Self.decimal($0, minorDigits: minorDigits) }, sourceLocation: sourceLocation)
        if let period { #expect(parsed.periodText == period, sourceLocation: sourceLocation) }
        #expect(parsed.verification.verdict == .verified, "\(parsed.problemTexts)", sourceLocation: sourceLocation)
        if let pages { #expect(PageNumbering.find(in: [page.page]).declaredCount == pages, sourceLocation: sourceLocation) }
    }
}

/// `statement.expectVerified(…)`, reading as the tests list their statements.
func expectVerified(
    _ statement: LanguageStatement, currency: String, minorDigits: Int = 2, period: String? = "2025-03-01..2025-03-31",
    pages: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    statement.expectVerified(currency: currency, minorDigits: minorDigits, period: period, pages: pages, sourceLocation: sourceLocation)
}
