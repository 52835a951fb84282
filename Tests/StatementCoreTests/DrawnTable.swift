import StatementCore

/// A made-up account statement drawn column by column, so a test says only how its dates and
/// amounts are printed and in which order its columns stand: six movements in March 2025 from
/// an opening balance, each row with a date, a value date, a reference, a description and its
/// money, placed in whichever columns the test lists (with or without a header over them).
struct DrawnTable {
    enum Field: Hashable {
        case date, valueDate, reference, serial, description, amount, debit, credit, balance, sign
    }

    struct Column {
        var field: Field
        var header: String
    }

    var letterhead = ["Example Bank", "Account statement", "Account number 12345678", "Period 01/03/2025 to 31/03/2025"]
    var columns: [Column]
    /// Draws the header line over the columns.
    var printsHeader = true
    /// Header lines drawn instead of the one header line, each a label by column, for labels
    /// printed over several lines.
    var headerLines: [[Field: String]]?
    var opening = "Opening balance"
    var closing = "Closing balance"
    var descriptions = [
        "Energy Company invoice", "Salary Contoso", "Store Fabrikam", "ATM Centrum", "Bakery Northwind", "Refund Tailspin",
    ]
    var references = ["TX40211", "TX40388", "TX40519", "TX40702", "TX40817", "TX40990"]
    /// A second code column, digits only (a serial or branch number).
    var serials = ["5443888", "5444538", "54402179", "721323", "88120", "90431"]
    /// A date of March 2025 as the statement prints it, from its day.
    var date: (Int) -> String = { String(format: "%02d/03/2025", $0) }
    /// A signed movement as printed in the one amount column (minor units).
    var signed: (Int64) -> String = { ($0 < 0 ? "-" : "") + LanguageStatement.english(abs($0)) }
    /// An unsigned figure as printed in the debit, credit and balance columns.
    var unsigned: (Int64) -> String = LanguageStatement.english
    /// The sign column's mark for a movement ("-"/"+", "D"/"C").
    var signMark: (Int64) -> String = { $0 < 0 ? "D" : "C" }
    /// Text drawn on a second line under a row, by field (the year under the date, say).
    var below: ((Int) -> [Field: String])?
    /// Multiplies every figure, for currencies printed in large whole numbers.
    var scale: Int64 = 1
    var minorDigits = 2
    /// How wide the date columns are drawn, for dates printed with a time.
    var dateWidth = 72.0

    static let days = [3, 5, 12, 20, 24, 28]
    static let openingBalance: Int64 = 1_245_000
    static let movements: [Int64] = [-8_420, 215_000, -123_456, -6_000, -1_999, 2_450]

    /// Where each column stands: text columns left-aligned at their start, money right-aligned
    /// at their end.
    func place(_ field: Field) -> (x: Double, rightAligned: Bool) {
        var x = 40.0
        for column in columns {
            let width: Double
            switch column.field {
            case .date, .valueDate: width = dateWidth
            case .reference, .serial: width = 60
            case .description: width = 150
            case .amount, .debit, .credit, .balance: width = 80
            case .sign: width = 18
            }
            let money = [Field.amount, .debit, .credit, .balance].contains(column.field)
            if column.field == field { return money ? (x + width - 8, true) : (x, false) }
            x += width
        }
        return (x, false)
    }

    private func cell(_ field: Field, _ text: String) -> HandBuiltPage.Cell {
        let (x, right) = place(field)
        return right ? .right(text, x) : .left(text, x)
    }

    private var has: (Field) -> Bool { { field in columns.contains { $0.field == field } } }

    var page: HandBuiltPage {
        var page = HandBuiltPage()
        for line in letterhead { page.line(.left(line, 40)) }
        if let headerLines {
            for labels in headerLines { page.line(cells: labels.map { cell($0.key, $0.value) }, gap: 10) }
        } else if printsHeader {
            page.line(cells: columns.map { cell($0.field, $0.header) })
        }
        let balanceField: Field = has(.balance) ? .balance : .amount
        page.line(cell(.description, opening), cell(balanceField, unsigned(Self.openingBalance * scale)))
        var balance = Self.openingBalance * scale
        for (index, movement) in Self.movements.map({ $0 * scale }).enumerated() {
            balance += movement
            let day = Self.days[index]
            var cells: [HandBuiltPage.Cell] = []
            for column in columns {
                switch column.field {
                case .date: cells.append(cell(.date, date(day)))
                case .valueDate: cells.append(cell(.valueDate, date(day + 1)))
                case .reference: cells.append(cell(.reference, references[index]))
                case .serial: cells.append(cell(.serial, serials[index]))
                case .description: cells.append(cell(.description, descriptions[index]))
                case .amount: cells.append(cell(.amount, has(.sign) ? unsigned(abs(movement)) : signed(movement)))
                case .debit: if movement < 0 { cells.append(cell(.debit, unsigned(-movement))) }
                case .credit: if movement > 0 { cells.append(cell(.credit, unsigned(movement))) }
                case .balance: cells.append(cell(.balance, unsigned(balance)))
                case .sign: cells.append(cell(.sign, signMark(movement)))
                }
            }
            page.line(cells: cells, gap: below == nil ? 12 : 10)
            if let below {
                page.line(cells: below(day).map { cell($0.key, $0.value) }, gap: 14)
            }
        }
        page.line(cell(.description, closing), cell(balanceField, unsigned(balance)))
        return page
    }

    /// The rows a right parse gives.
    var expectedRows: [String] {
        zip(Self.days, zip(Self.movements, descriptions)).map { day, row in
            "2025-03-\(String(format: "%02d", day)) \(LanguageStatement.decimal(row.0 * scale, minorDigits: minorDigits)) \(row.1)"
        }
    }

    var expectedBalances: [String] {
        [Self.openingBalance, Self.openingBalance + Self.movements.reduce(0, +)].map {
            LanguageStatement.decimal($0 * scale, minorDigits: minorDigits)
        }
    }

    func parse() -> Statement { StatementParser().parse(pages: [page.page]) }

    /// The standard columns in the order given, headed in English.
    static func columns(_ fields: [Field], headers: [Field: String] = [:]) -> [Column] {
        let english: [Field: String] = [
            .date: "Date", .valueDate: "Value date", .reference: "Reference", .serial: "Serial", .description: "Description", .amount: "Amount",
            .debit: "Debit", .credit: "Credit", .balance: "Balance", .sign: "",
        ]
        return fields.map { Column(field: $0, header: headers[$0] ?? english[$0] ?? "") }
    }
}
