import Testing
@testable import StatementCore

/// Every printed form of a date and an amount, each in a whole drawn statement of six rows that
/// must come back verified with exactly its rows: signs and currencies, thousands, marks, dates
/// with and without a year or a time, and the cells a row prints around its date and money in
/// other orders (a value date or code after the balance, a code before the date, the money before
/// the description, the date after it), with and without a header, in several languages.
@Suite struct UnseenLayoutPrintedFormsTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () -> DrawnTable
        var testDescription: String { name }
    }

    static func form(_ name: String, _ change: @escaping @Sendable (inout DrawnTable) -> Void) -> Form {
        Form(name: name) {
            var table = DrawnTable(columns: DrawnTable.columns([.date, .description, .amount, .balance]))
            change(&table)
            return table
        }
    }

    static let comma: @Sendable (Int64) -> String = LanguageStatement.european
    static let point: @Sendable (Int64) -> String = LanguageStatement.english
    static func minus(_ minor: Int64) -> String { minor < 0 ? "-" : "" }
    static func grouped(_ group: String, _ decimal: String) -> @Sendable (Int64) -> String {
        { LanguageStatement.grouped($0, group: group, decimal: decimal) }
    }
    static func whole(_ group: String) -> @Sendable (Int64) -> String {
        { LanguageStatement.grouped($0, group: group, decimal: "", minorDigits: 0) }
    }

    static func indian(_ minor: Int64) -> String {
        let digits = String(minor / 100), fraction = String(String(minor % 100 + 100).dropFirst())
        guard digits.count > 3 else { return digits + "." + fraction }
        var head = Substring(digits.dropLast(3)), groups = [String(digits.suffix(3))]
        while head.count > 2 { groups.insert(String(head.suffix(2)), at: 0); head = head.dropLast(2) }
        groups.insert(String(head), at: 0)
        return groups.joined(separator: ",") + "." + fraction
    }

    static let amounts: [Form] = [
        form("€100.00") { t in
            t.signed = { minus($0) + "€" + point(abs($0)) }
            t.unsigned = { "€" + point($0) }
        },
        form("100,00 €") { t in
            t.signed = { minus($0) + comma(abs($0)) + " €" }
            t.unsigned = { comma($0) + " €" }
        },
        form("R$ 1.234,56") { t in
            t.signed = { minus($0) + "R$ " + comma(abs($0)) }
            t.unsigned = { "R$ " + comma($0) }
        },
        form("-$12.00") { t in
            t.signed = { minus($0) + "$" + point(abs($0)) }
            t.unsigned = { "$" + point($0) }
        },
        form("$-12.00") { t in
            t.signed = { "$" + minus($0) + point(abs($0)) }
            t.unsigned = { "$" + point($0) }
        },
        form("EUR -12,00") { t in
            t.signed = { "EUR " + minus($0) + comma(abs($0)) }
            t.unsigned = { "EUR " + comma($0) }
        },
        form("-12,00 EUR") { t in
            t.signed = { minus($0) + comma(abs($0)) + " EUR" }
            t.unsigned = { comma($0) + " EUR" }
        },
        form("- 12.00") { t in t.signed = { ($0 < 0 ? "- " : "") + point(abs($0)) } },
        form("+12.00") { t in t.signed = { ($0 < 0 ? "-" : "+") + point(abs($0)) } },
        form("1'929.25") { t in
            t.signed = { minus($0) + grouped("'", ".")(abs($0)) }
            t.unsigned = grouped("'", ".")
        },
        form("1’929.25") { t in
            t.signed = { minus($0) + grouped("’", ".")(abs($0)) }
            t.unsigned = grouped("’", ".")
        },
        form("1 929,25") { t in
            t.signed = { minus($0) + grouped(" ", ",")(abs($0)) }
            t.unsigned = grouped(" ", ",")
        },
        form("1 929,25 narrow no-break space") { t in
            t.signed = { minus($0) + grouped("\u{202F}", ",")(abs($0)) }
            t.unsigned = grouped("\u{202F}", ",")
        },
        form("1.929,25") { t in
            t.signed = { minus($0) + comma(abs($0)) }
            t.unsigned = comma
        },
        form("1,00,000.00") { t in
            t.scale = 100
            t.letterhead.append("IFSC EXMP0001234")
            t.signed = { minus($0) + indian(abs($0)) }
            t.unsigned = indian
        },
        form("12.00-") { t in t.signed = { point(abs($0)) + ($0 < 0 ? "-" : "") } },
        form("12.00- and 12.00+") { t in t.signed = { point(abs($0)) + ($0 < 0 ? "-" : "+") } },
        form("12.00 DR and CR") { t in t.signed = { point(abs($0)) + ($0 < 0 ? " DR" : " CR") } },
        form("12.00Dr and Cr") { t in t.signed = { point(abs($0)) + ($0 < 0 ? "Dr" : "Cr") } },
        form("(12.00)") { t in t.signed = { $0 < 0 ? "(" + point(-$0) + ")" : point($0) } },
        form("sign column D and C") { t in t.columns = DrawnTable.columns([.date, .description, .amount, .sign, .balance]) },
        form("sign column DR and CR") { t in
            t.columns = DrawnTable.columns([.date, .description, .amount, .sign, .balance])
            t.signMark = { $0 < 0 ? "DR" : "CR" }
        },
        form("sign column - and + after the amount") { t in
            t.columns = DrawnTable.columns([.date, .description, .amount, .sign, .balance])
            t.signMark = { $0 < 0 ? "-" : "+" }
        },
        form("sign column - and + before the amount") { t in
            t.columns = DrawnTable.columns([.date, .description, .sign, .amount, .balance])
            t.signMark = { $0 < 0 ? "-" : "+" }
        },
        form("¥1,234 without minor unit") { t in
            t.minorDigits = 0
            t.letterhead.append("Currency JPY")
            t.signed = { minus($0) + "¥" + whole(",")(abs($0)) }
            t.unsigned = { "¥" + whole(",")($0) }
        },
        form("$12.500 pesos without minor unit") { t in
            t.minorDigits = 0
            t.letterhead.append("Moneda CLP")
            t.signed = { minus($0) + "$" + whole(".")(abs($0)) }
            t.unsigned = { "$" + whole(".")($0) }
        },
        form("12,500원 without minor unit") { t in
            t.minorDigits = 0
            t.signed = { minus($0) + whole(",")(abs($0)) + "원" }
            t.unsigned = { whole(",")($0) + "원" }
        },
    ]

    static let dates: [Form] = [
        form("03.03.") { t in t.date = { String(format: "%02d.03.", $0) } },
        form("03.03") { t in t.date = { String(format: "%02d.03", $0) } },
        form("3 Mar") { t in t.date = { "\($0) Mar" } },
        form("03 March 2025") { t in t.date = { String(format: "%02d March 2025", $0) } },
        form("Mar 3, 2025") { t in t.date = { "Mar \($0), 2025" } },
        form("03-Mar-25") { t in t.date = { String(format: "%02d-Mar-25", $0) } },
        form("2025-03-03") { t in t.date = { String(format: "2025-03-%02d", $0) } },
        form("3. März") { t in t.date = { "\($0). März" } },
        form("3 mars") { t in t.date = { "\($0) mars" } },
        form("3 de marzo") { t in t.date = { "\($0) de marzo" } },
        form("3 de marzo de 2025") { t in
            t.date = { "\($0) de marzo de 2025" }
            t.dateWidth = 120
        },
        form("03/03/2025 14:32") { t in t.date = { String(format: "%02d/03/2025 14:32", $0) } },
        form("2025-03-03 14:32:05") { t in
            t.date = { String(format: "2025-03-%02d 14:32:05", $0) }
            t.dateWidth = 110
        },
        form("03.03.2025, 14:32") { t in t.date = { String(format: "%02d.03.2025, 14:32", $0) } },
        form("03/03/2025 02:32 PM") { t in
            t.date = { String(format: "%02d/03/2025 02:32 PM", $0) }
            t.dateWidth = 110
        },
        form("14:32 03/03/2025") { t in
            t.date = { String(format: "14:32 %02d/03/2025", $0) }
            t.dateWidth = 110
        },
        form("booking and value dates") { t in t.columns = DrawnTable.columns([.date, .valueDate, .description, .amount, .balance]) },
        form("booking and value dates 03.03.") { t in
            t.columns = DrawnTable.columns([.date, .valueDate, .description, .amount, .balance])
            t.date = { String(format: "%02d.03.", $0) }
        },
        form("booking and value dates 03 Mar") { t in
            t.columns = DrawnTable.columns([.date, .valueDate, .description, .amount, .balance])
            t.date = { String(format: "%02d Mar", $0) }
        },
        form("value date column before the booking date") { t in
            t.columns = DrawnTable.columns([.valueDate, .date, .description, .amount, .balance])
        },
        form("Valuta before Buchungstag") { t in
            t.columns = DrawnTable.columns(
                [.valueDate, .date, .description, .amount, .balance],
                headers: [.valueDate: "Valuta", .date: "Buchungstag", .description: "Verwendungszweck", .amount: "Betrag", .balance: "Saldo"])
            t.date = { String(format: "%02d.03.2025", $0) }
            t.signed = { minus($0) + comma(abs($0)) }
            t.unsigned = comma
        },
        form("year on the next line") { t in
            t.letterhead.removeLast()
            t.date = { String(format: "%02d/03", $0) }
            t.below = { _ in [.date: "2025"] }
        },
        form("year on the next line after 03/03/") { t in
            t.letterhead.removeLast()
            t.date = { String(format: "%02d/03/", $0) }
            t.below = { _ in [.date: "2025"] }
        },
        form("year on the next line after 03 Mar") { t in
            t.letterhead.removeLast()
            t.date = { String(format: "%02d Mar", $0) }
            t.below = { _ in [.date: "2025"] }
        },
        form("year on the next line after 03.03., no header") { t in
            t.letterhead.removeLast()
            t.printsHeader = false
            t.date = { String(format: "%02d.03.", $0) }
            t.below = { _ in [.date: "2025"] }
        },
    ]

    static let cells: [Form] = [
        form("value date after the balance") { t in t.columns = DrawnTable.columns([.date, .description, .amount, .balance, .valueDate]) },
        form("value date after the balance, no header") { t in
            t.columns = DrawnTable.columns([.date, .description, .amount, .balance, .valueDate])
            t.printsHeader = false
        },
        form("Valuta after the Saldo") { t in
            t.columns = DrawnTable.columns(
                [.date, .description, .amount, .balance, .valueDate],
                headers: [.date: "Datum", .description: "Verwendungszweck", .amount: "Betrag", .balance: "Saldo", .valueDate: "Valuta"])
            t.date = { String(format: "%02d.03.", $0) }
            t.signed = { minus($0) + comma(abs($0)) }
            t.unsigned = comma
        },
        form("value date between the amount and the balance") { t in
            t.columns = DrawnTable.columns([.date, .description, .amount, .valueDate, .balance])
        },
        form("value date between the amount and the balance, no header") { t in
            t.columns = DrawnTable.columns([.date, .description, .amount, .valueDate, .balance])
            t.printsHeader = false
        },
        form("Belastung, Gutschrift, Valuta, Saldo") { t in
            t.columns = DrawnTable.columns(
                [.date, .description, .debit, .credit, .valueDate, .balance],
                headers: [.date: "Datum", .description: "Text", .debit: "Belastung", .credit: "Gutschrift", .valueDate: "Valuta", .balance: "Saldo"])
            t.opening = "Saldovortrag"
            t.closing = "Schlusssaldo"
            t.date = { String(format: "%02d.03.", $0) }
            t.unsigned = grouped("'", ".")
        },
        form("two-line labels straddling the one-line labels") { t in
            t.columns = DrawnTable.columns([.date, .description, .debit, .credit, .balance])
            t.headerLines = [
                [.date: "Booking", .credit: "Money"], [.description: "Description", .debit: "Money out", .balance: "Balance"],
                [.date: "date", .credit: "in"],
            ]
        },
        form("Fecha de la transacción and Dinero entrante straddling") { t in
            t.columns = DrawnTable.columns([.date, .description, .debit, .credit, .balance])
            t.headerLines = [
                [.date: "Fecha de la", .credit: "Dinero"], [.description: "Descripción", .debit: "Dinero saliente", .balance: "Saldo"],
                [.date: "transacción", .credit: "entrante"],
            ]
            t.opening = "Saldo inicial"
            t.closing = "Saldo final"
            t.signed = { minus($0) + "€" + point(abs($0)) }
            t.unsigned = { "€" + point($0) }
        },
        form("labels stacked over two lines, two words over one") { t in
            t.columns = DrawnTable.columns([.date, .description, .credit, .debit, .balance])
            t.headerLines = [
                [.credit: "Deposits/", .debit: "Withdrawals/", .balance: "Ending daily"],
                [.date: "Date", .description: "Description", .credit: "Additions", .debit: "Subtractions", .balance: "balance"],
            ]
        },
        form("reference after the balance") { t in t.columns = DrawnTable.columns([.date, .description, .amount, .balance, .reference]) },
        form("reference after the balance, no header") { t in
            t.columns = DrawnTable.columns([.date, .description, .amount, .balance, .reference])
            t.printsHeader = false
        },
        form("reference before the date") { t in t.columns = DrawnTable.columns([.reference, .date, .description, .amount, .balance]) },
        form("Referencia before the Fecha, no header") { t in
            t.columns = DrawnTable.columns([.reference, .date, .description, .amount, .balance])
            t.printsHeader = false
            t.signed = { minus($0) + comma(abs($0)) }
            t.unsigned = comma
        },
        form("serial and reference before the date") { t in
            t.columns = DrawnTable.columns([.serial, .reference, .date, .description, .amount, .balance])
        },
        form("two digit-only codes before the date, no header") { t in
            t.columns = DrawnTable.columns([.serial, .reference, .date, .description, .amount, .balance])
            t.references = ["80031", "80032", "80044", "80051", "80068", "80070"]
            t.printsHeader = false
        },
        form("Serie and Referencia before the Fecha, debit and credit, comma decimals") { t in
            t.columns = DrawnTable.columns(
                [.serial, .reference, .date, .description, .debit, .credit, .balance],
                headers: [
                    .serial: "Serie", .reference: "Referencia", .date: "Fecha", .description: "Concepto", .debit: "Cargo", .credit: "Abono",
                    .balance: "Saldo",
                ])
            t.opening = "Saldo anterior"
            t.closing = "Saldo final"
            t.unsigned = comma
        },
        form("money before the description") { t in t.columns = DrawnTable.columns([.date, .amount, .balance, .description]) },
        form("money before the description, no header") { t in
            t.columns = DrawnTable.columns([.date, .amount, .balance, .description])
            t.printsHeader = false
        },
        form("Montant and Solde before the Libellé") { t in
            t.columns = DrawnTable.columns(
                [.date, .amount, .balance, .description],
                headers: [.date: "Date", .amount: "Montant", .balance: "Solde", .description: "Libellé"])
            t.opening = "Solde initial"
            t.closing = "Solde final"
            t.signed = { minus($0) + grouped(" ", ",")(abs($0)) }
            t.unsigned = grouped(" ", ",")
        },
        form("description before the date") { t in t.columns = DrawnTable.columns([.description, .date, .amount, .balance]) },
        form("description before the date, no header") { t in
            t.columns = DrawnTable.columns([.description, .date, .amount, .balance])
            t.printsHeader = false
        },
        form("Concepto before the Fecha, no header") { t in
            t.columns = DrawnTable.columns([.description, .date, .amount, .balance])
            t.printsHeader = false
            t.opening = "Saldo anterior"
            t.closing = "Saldo final"
            t.signed = { minus($0) + comma(abs($0)) }
            t.unsigned = comma
        },
        form("description, booking and value dates, then money") { t in
            t.columns = DrawnTable.columns([.description, .date, .valueDate, .amount, .balance])
            t.printsHeader = false
        },
    ]

    private func expectRead(_ form: Form) {
        let table = form.make()
        let statement = table.parse()
        #expect(statement.rows == table.expectedRows)
        #expect(statement.balancesText == table.expectedBalances)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test(arguments: amounts) func amountForm(_ form: Form) { expectRead(form) }
    @Test(arguments: dates) func dateForm(_ form: Form) { expectRead(form) }
    @Test(arguments: cells) func cellsAroundTheDateAndMoney(_ form: Form) { expectRead(form) }

    @Test func aValueDatePrintedAfterTheBalanceIsTheRowsValueDate() {
        let table = DrawnTable(columns: DrawnTable.columns([.date, .description, .amount, .balance, .valueDate]))
        let statement = table.parse()
        #expect(statement.transactions.map { $0.valueDate?.iso } == DrawnTable.days.map { String(format: "2025-03-%02d", $0 + 1) })
    }

    @Test func theYearUnderADateLeavesTheTextBesideItToTheDescription() {
        var table = DrawnTable(columns: DrawnTable.columns([.date, .description, .amount, .balance]))
        table.letterhead.removeLast()
        table.date = { String(format: "%02d.03.", $0) }
        table.below = { _ in [.date: "2025", .description: "Card 4471"] }
        let statement = table.parse()
        #expect(statement.rows == table.expectedRows.map { $0 + " Card 4471" })
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func twoLineLabelsStraddlingTheHeaderNameTheirColumns() throws {
        var table = DrawnTable(columns: DrawnTable.columns([.date, .description, .debit, .credit, .balance]))
        table.letterhead = []
        table.headerLines = [
            [.date: "Booking", .credit: "Money"], [.description: "Description", .debit: "Money out", .balance: "Balance"],
            [.date: "date", .credit: "in"],
        ]
        let lines = table.page.lines
        let alone = HeaderLayout.detect(lines[1], vocabulary: .standard)
        let header = try #require(HeaderLayout.detect(lines[1], between: lines[0], and: lines[2], vocabulary: .standard, alone: alone))
        #expect(header.columns.map(\.role) == [.date, .description, .debit, .credit, .balance])
        // A line of text under the header, not under an upper half, makes no straddled header.
        var page = HandBuiltPage()
        page.line(.left("Booking", 40), .right("Money", 380))
        page.line(cells: [.left("Description", 112), .right("Money out", 300), .right("Balance", 460)])
        page.line(.left("Statement continues overleaf", 200))
        #expect(HeaderLayout.detect(page.lines[1], between: page.lines[0], and: page.lines[2], vocabulary: .standard, alone: nil) == nil)
    }

    @Test func twoWordsOfOneLabelOverOneWordStackOverIt() throws {
        var page = HandBuiltPage()
        page.line(cells: [.right("Deposits/", 380), .right("Withdrawals/", 460), .right("Ending daily", 540)], gap: 10)
        page.line(cells: [
            .left("Date", 40), .left("Description", 112), .right("Additions", 380), .right("Subtractions", 460), .right("balance", 540),
        ])
        let header = try #require(HeaderLayout.detect(page.lines[1], stackedUnder: page.lines[0], vocabulary: .standard, alone: nil))
        #expect(header.columns.map(\.role) == [.date, .description, .credit, .debit, .balance])
    }

    @Test func aPeriodOfDatesSpelledWithFillersIsThePeriod() {
        var table = DrawnTable(columns: DrawnTable.columns([.date, .description, .amount, .balance]))
        table.letterhead[3] = "Movimientos de la cuenta desde el 1 de marzo de 2025 al 31 de marzo de 2025"
        table.date = { "\($0) de marzo de 2025" }
        table.dateWidth = 120
        let statement = table.parse()
        #expect(statement.periodText == "2025-03-01..2025-03-31")
        #expect(statement.rows == table.expectedRows)
    }

    @Test func runningTextWithADateAndAnAmountIsNoRow() {
        // Word spaces, not a table's gaps: a sentence, not cells.
        let reader = LineReader(decimalMark: .point, minorDigits: 2)
        var page = HandBuiltPage()
        page.line(.left("03/03/2025 12.00 was charged as the annual fee", 40))
        page.line(.left("Your payment of 03/03/2025 12.00", 40))
        page.line(.left("TX40211 03/03/2025 fee of 12.00 applies", 40))
        let readings = page.lines.map(reader.read)
        #expect(readings.allSatisfy { $0.date == nil || $0.amounts.isEmpty })
    }
}

/// A date whose year is printed under it, on a line that also carries the row's detail and so
/// repeats on every page ("2025 Card 4471"), under a German header naming money in and out.
@Suite struct UnseenLayoutYearBelowTests {
    @Test func aRepeatedLineUnderEachRowStillGivesItsYear() {
        var pages: [HandBuiltPage] = []
        var balance: Int64 = 100_000
        let movements: [[Int64]] = [[-2_500, 40_000], [-1_250, -7_000]]
        var expected: [String] = []
        for (number, rows) in movements.enumerated() {
            var page = HandBuiltPage(number: number + 1)
            page.line(.left("Beispielbank AG", 40))
            page.line(.left("Kontoauszug", 40))
            page.line(
                .left("Datum", 40), .left("Beschreibung", 112), .right("Zahlungseingang", 380), .right("Zahlungsausgang", 460),
                .right("Saldo", 540))
            if number == 0 { page.line(.left("Anfangssaldo", 112), .right(LanguageStatement.european(balance), 540)) }
            for (index, movement) in rows.enumerated() {
                balance += movement
                let day = 3 + 7 * (2 * number + index)
                page.line(
                    .left(String(format: "%02d Mär.", day), 40), .left("Kartenzahlung Fabrikam", 112),
                    .right(LanguageStatement.european(abs(movement)), movement > 0 ? 380 : 460), .right(LanguageStatement.european(balance), 540),
                    gap: 10)
                page.line(.left("2025", 40), .left("Card 4471", 112), gap: 14)
                expected.append("2025-03-\(String(format: "%02d", day)) \(LanguageStatement.decimal(movement)) Kartenzahlung Fabrikam Card 4471")
            }
            if number == 1 { page.line(.left("Endsaldo", 112), .right(LanguageStatement.european(balance), 540)) }
            page.line(.left("Seite \(number + 1) von 2", 40))
            pages.append(page)
        }
        let statement = StatementParser().parse(pages: pages.map(\.page))
        #expect(statement.rows == expected)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
