import StatementCore

/// A statement as a worker hands it to its parent: the statement's own fields as they are, its rows
/// as columns of plain values (dates as day numbers, money as minor units of the one currency of
/// them all). Rows as objects, each with two amounts that are objects holding a currency object,
/// cost the parent more to decode than the worker took to read the PDF. A statement whose rows mix
/// currencies keeps its rows as objects.
struct StatementTransfer: Codable {
    var statement: Statement
    var columns: Columns?

    /// Each column packed into one string (`PackedColumn`).
    struct Columns: Codable {
        var currency: Currency
        var dates: String
        var valueDates: String
        var descriptions: String
        /// "~" where the printed text is the description itself.
        var rawTexts: String
        var amounts: String
        var balances: String
        var pages: String
        var lines: String
        /// The few rows printed in another currency first, by position; absent when there are none.
        var foreign: [ForeignAt]?
    }

    struct ForeignAt: Codable {
        var row: Int
        var foreign: ForeignAmount
    }

    /// Day numbers within ±10,000 years of 1970: anything else is not a date a worker could have read.
    private static let dayNumbers: ClosedRange<Int64> = -3_652_500...3_652_500

    init(_ statement: Statement) {
        let rows = statement.transactions
        let currency = rows.first?.amount.currency ?? statement.currency
        guard rows.allSatisfy({ $0.amount.currency == currency && ($0.balance?.currency ?? currency) == currency }) else {
            self.statement = statement
            return
        }
        var bare = statement
        bare.transactions = []
        self.statement = bare
        columns = Columns(
            currency: currency,
            dates: PackedColumn.numbers(rows.map { $0.date.dayNumber }),
            valueDates: PackedColumn.numbers(rows.map { $0.valueDate?.dayNumber }),
            descriptions: PackedColumn.texts(rows.map(\.description)),
            rawTexts: PackedColumn.texts(rows.map { $0.rawText == $0.description ? nil : $0.rawText }),
            amounts: PackedColumn.numbers(rows.map(\.amount.minorUnits)),
            balances: PackedColumn.numbers(rows.map { $0.balance?.minorUnits }),
            pages: PackedColumn.numbers(rows.map(\.page)), lines: PackedColumn.numbers(rows.map(\.line)))
        let foreign = rows.indices.compactMap { index in rows[index].foreign.map { ForeignAt(row: index, foreign: $0) } }
        columns?.foreign = foreign.isEmpty ? nil : foreign
    }

    /// The statement with its rows back; nil when the columns do not fit together (a garbled answer).
    var restored: Statement? {
        guard let columns else { return statement }
        guard let dates = PackedColumn.numbers(columns.dates), let valueDates = PackedColumn.numbers(columns.valueDates),
            let descriptions = PackedColumn.texts(columns.descriptions), let rawTexts = PackedColumn.texts(columns.rawTexts),
            let amounts = PackedColumn.numbers(columns.amounts), let balances = PackedColumn.numbers(columns.balances),
            let pages = PackedColumn.numbers(columns.pages), let lines = PackedColumn.numbers(columns.lines)
        else { return nil }
        let count = dates.count
        func day(_ number: Int64?) -> LocalDate? {
            number.flatMap { Self.dayNumbers.contains($0) ? LocalDate(dayNumber: Int($0)) : nil }
        }
        guard
            [valueDates.count, descriptions.count, rawTexts.count, amounts.count, balances.count, pages.count, lines.count]
                .allSatisfy({ $0 == count })
        else { return nil }
        var rows: [Transaction] = []
        rows.reserveCapacity(count)
        for row in 0..<count {
            guard let date = day(dates[row]), valueDates[row] == nil || day(valueDates[row]) != nil,
                let description = descriptions[row], let amount = amounts[row],
                let page = pages[row].flatMap(Int.init(exactly:)), let line = lines[row].flatMap(Int.init(exactly:))
            else { return nil }
            rows.append(
                Transaction(
                    date: date, valueDate: day(valueDates[row]), description: description, rawText: rawTexts[row],
                    amount: Money(minorUnits: amount, currency: columns.currency),
                    balance: balances[row].map { Money(minorUnits: $0, currency: columns.currency) },
                    page: page, line: line))
        }
        for detail in columns.foreign ?? [] {
            guard rows.indices.contains(detail.row) else { return nil }
            rows[detail.row].foreign = detail.foreign
        }
        var restored = statement
        restored.transactions = rows
        return restored
    }
}
