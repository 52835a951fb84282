import StatementCore
import Testing

/// The words that sign an unsigned amount (`CR`/`DR`, `C`/`D`, `H`/`S`, `DB`, `Af`/`Bij`) are one
/// vocabulary (`LineReader.markWords`), read after the amount, in its cell or a column of its
/// own, and before it in a column of its own (docs/languages.md). Found by the PDF walk: Dutch
/// `Af`/`Bij` after the amount were read as nothing, each row's balance taken for a balance alone.
@Suite struct DrawnSignWordsTests {
    enum Place: Sendable {
        /// Its own column after the amount's.
        case columnAfter
        /// In the amount's cell, a space after it ("48.65 Af").
        case inTheCell
        /// Its own column before the amount's.
        case columnBefore
    }

    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var dutch = false
        var marks: (out: String, in: String)
        var place: Place
        /// The sign column's header word; none printed when empty.
        var signHeader = ""
        var balance = true
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "Dutch, a sign column headed Af/Bij after the amount, a balance (the walker's fail-3)", dutch: true,
            marks: ("Af", "Bij"), place: .columnAfter, signHeader: "Af/Bij"),
        Form(name: "English, Af/Bij in the amount's cell, a balance (the walker's fail-4)", marks: ("Af", "Bij"), place: .inTheCell),
        Form(
            name: "Dutch, a sign column with no header word, no balance", dutch: true, marks: ("Af", "Bij"), place: .columnAfter,
            balance: false),
        Form(name: "English, Af/Bij in the amount's cell, no balance", marks: ("Af", "Bij"), place: .inTheCell, balance: false),
        Form(
            name: "Dutch, Af/Bij in a column before the amount, no balance", dutch: true, marks: ("Af", "Bij"), place: .columnBefore,
            signHeader: "Af/Bij", balance: false),
        Form(
            name: "English, DR/CR in a column before the amount, no balance", marks: ("DR", "CR"), place: .columnBefore,
            signHeader: "Dr/Cr", balance: false),
        Form(
            name: "English, D/C in a column after the amount, no balance", marks: ("D", "C"), place: .columnAfter, signHeader: "Sign",
            balance: false),
    ]

    static let movements: [(day: Int, text: String, amount: Int64)] = [
        (3, "CARD PAYMENT GROCER 3112", -4_865), (5, "SALARY CONTOSO LTD", 254_000), (7, "DIRECT DEBIT POWER CO", -7_312),
        (11, "STANDING ORDER RENT", -95_000), (15, "TRANSFER FROM J DOE", 12_550), (21, "STREAMING SERVICE", -1_099),
    ]
    static let opening: Int64 = 123_456

    /// `flipped`: the row printed with the other mark.
    static func drawn(_ form: Form, flipped: Int? = nil, marks: (out: String, in: String)? = nil) -> DrawnForm {
        let money = form.dutch ? DrawnForm.european : { DrawnForm.money($0) }
        let marks = marks ?? form.marks
        var page = DrawnForm()
        page.line(.left(form.dutch ? "Voorbeeldbank N.V." : "Northwind Bank plc", 40))
        page.line(.left(form.dutch ? "IBAN NL91 ABNA 0417 1643 00" : "Account number 12345678  Sort code 20-30-40", 40))
        page.line(.left(form.dutch ? "Periode 01-03-2025 t/m 31-03-2025" : "Statement period 01/03/2025 to 31/03/2025", 40))
        let closing = movements.reduce(opening) { $0 + $1.amount }
        let (openingLabel, closingLabel) = form.dutch ? ("Beginsaldo", "Eindsaldo") : ("Opening balance", "Closing balance")
        if !form.balance {
            page.line(.left(openingLabel, 40), .right(money(opening), 300))
            page.line(.left(closingLabel, 40), .right(money(closing), 300))
        }
        let (signX, amountX) = form.place == .columnBefore ? (360.0, 450.0) : (430.0, 410.0)
        var header: [DrawnForm.Cell] = [
            .left(form.dutch ? "Datum" : "Date", 40), .left(form.dutch ? "Omschrijving" : "Description", 110),
            .right(form.dutch ? "Bedrag" : "Amount", amountX),
        ]
        if !form.signHeader.isEmpty, form.place != .inTheCell { header.append(.left(form.signHeader, signX)) }
        if form.balance { header.append(.right(form.dutch ? "Saldo" : "Balance", 540)) }
        page.line(cells: header)
        if form.balance { page.line(.left(openingLabel, 110), .right(money(opening), 540)) }
        var running = opening
        for (index, row) in movements.enumerated() {
            running += row.amount
            let out = (row.amount < 0) != (index == flipped)
            let mark = out ? marks.out : marks.in
            var cells: [DrawnForm.Cell] = [
                .left(String(format: form.dutch ? "%02d-03-2025" : "%02d/03/2025", row.day), 40), .left(row.text, 110),
            ]
            switch form.place {
            case .inTheCell: cells.append(.right(money(abs(row.amount)) + " " + mark, amountX + 15))
            case .columnAfter, .columnBefore: cells += [.right(money(abs(row.amount)), amountX), .left(mark, signX)]
            }
            if form.balance { cells.append(.right(money(running), 540)) }
            page.line(cells: cells)
            page.rows.append(DrawnForm.row(String(format: "2025-03-%02d", row.day), row.amount))
        }
        if form.balance { page.line(.left(closingLabel, 110), .right(money(running), 540)) }
        return page
    }

    @Test(arguments: forms) func theSignWordsSignTheRows(_ form: Form) throws {
        let drawn = Self.drawn(form)
        let statement = try drawn.parse()
        #expect(statement.datedAmounts == drawn.rows)
        #expect(statement.verification.verdict == .verified, "\(statement.problemMessages)")
    }

    /// Mutation experiment: one row printed with the other mark, where no running balance can
    /// settle its sign, is never verified.
    @Test(arguments: forms.filter { !$0.balance }) func aRowWithTheOtherMarkIsNotVerified(_ form: Form) throws {
        for row in Self.movements.indices {
            let statement = try Self.drawn(form, flipped: row).parse()
            #expect(statement.verification.verdict != .verified, "\(row): \(statement.datedAmounts)")
        }
    }

    /// Marks no vocabulary here knows (Polish bookkeeping's `Wn`/`Ma`) leave each row's last
    /// figure under the balance column alone: the statement fails, saying so and quoting what
    /// stands before the balance, rather than that no line starts with a date and ends with an amount.
    @Test func marksNotKnownAreNamedAsWhatWasNotRead() throws {
        let form = Form(name: "unknown marks", marks: ("Wn", "Ma"), place: .columnAfter, signHeader: "Sign")
        let statement = try Self.drawn(form).parse()
        #expect(statement.verification.verdict == .failed)
        let first = statement.problemMessages.first ?? ""
        #expect(first.hasPrefix("no transaction table found: 6 lines start with a date and end with an amount, but each prints"), "\(first)")
        #expect(first.contains("under the balance column") && first.contains("'48.65 Wn' before it (page 1, line 6)"), "\(first)")
    }
}
