import Testing
@testable import StatementCore

/// A card bill whose sections each end in a subtotal line ("Summe Zahlungen 447,30 CR", "Fees
/// subtotal 12.00", "Total intérêts 5,43"): the line checks its section's rows and is never
/// part of the description of the row above it, in every language and form it is printed in.
@Suite struct UnseenLayoutSectionSubtotalsTests {
    /// A bill's words in one language, and how its amounts are printed.
    struct Bill: Sendable {
        var title: [String]
        var opening: String
        var closing: String
        var header: (date: String, description: String, amount: String)
        /// Headings and subtotal labels of the payments, purchases, fees and interest sections.
        var sections: [(heading: String, subtotal: String)]
        var comma = true
        /// How a credit is printed: "CR" after it or a minus before it.
        var minus = false
        /// Where the subtotals' figures stand: under the amounts (440) or in a column of their own.
        var subtotalX = 440.0
        /// What parts a row's date ("02.01.2025", "02/01/2025"); nil for "2 Jan 2025".
        var dateSeparator: String? = "."

        func date(_ day: Int, _ month: Int) -> String {
            let year = month == 12 ? 2024 : 2025
            guard let dateSeparator else { return "\(day) \(month == 12 ? "Dec" : "Jan") \(year)" }
            return [day, month, year].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: dateSeparator)
        }
    }

    /// Payments 412.30 + 35.00 in, purchases 36.99 + 84.12, a fee of 12.00 and interest of 5.43
    /// out: 412.30 owed before, 103.54 after.
    static func draw(_ bill: Bill) -> HandBuiltPage {
        func money(_ text: String, credit: Bool = false) -> String {
            let printed = bill.comma ? text.replacingOccurrences(of: ".", with: ",") : text
            return credit ? (bill.minus ? "-" + printed : printed + " CR") : printed
        }
        var page = HandBuiltPage()
        for line in bill.title { page.line(.left(line, 40)) }
        page.line(.left(bill.opening, 40), .right(money("412.30"), 300))
        page.line(.left(bill.closing, 40), .right(money("103.54"), 300))
        page.line(.left(bill.header.date, 40), .left(bill.header.description, 110), .right(bill.header.amount, 440))
        let rows: [[(Int, Int, String, String)]] = [
            [(2, 1, "PAYMENT RECEIVED THANK YOU", "412.30"), (9, 1, "REFUND JOHN LEWIS OXFORD", "35.00")],
            [(16, 12, "AMAZON MARKETPLACE", "36.99"), (19, 12, "TESCO STORES 3112", "84.12")],
            [(14, 1, "LATE PAYMENT FEE", "12.00")],
            [(14, 1, "INTEREST ON PURCHASES", "5.43")],
        ]
        let subtotals = ["447.30", "121.11", "12.00", "5.43"]
        for (index, section) in bill.sections.enumerated() {
            page.line(.left(section.heading, 40))
            for (day, month, text, amount) in rows[index] {
                page.line(.left(bill.date(day, month), 40), .left(text, 110), .right(money(amount, credit: index == 0), 440))
            }
            page.line(.left(section.subtotal, 110), .right(money(subtotals[index], credit: index == 0), bill.subtotalX))
        }
        return page
    }

    static let rows = [
        "2025-01-02 412.30 PAYMENT RECEIVED THANK YOU",
        "2025-01-09 35.00 REFUND JOHN LEWIS OXFORD",
        "2024-12-16 -36.99 AMAZON MARKETPLACE",
        "2024-12-19 -84.12 TESCO STORES 3112",
        "2025-01-14 -12.00 LATE PAYMENT FEE",
        "2025-01-14 -5.43 INTEREST ON PURCHASES",
    ]

    static let german = Bill(
        title: ["Contoso Kartenservice Kreditkartenabrechnung", "Kartennummer 4929 **** **** 3107"],
        opening: "Saldo Vormonat", closing: "Neuer Saldo", header: ("Datum", "Beschreibung", "Betrag EUR"),
        sections: [
            ("Zahlungen und Gutschriften", "Summe Zahlungen"), ("Umsätze", "Summe Umsätze"), ("Gebühren", "Summe Gebühren"),
            ("Zinsen", "Summe Zinsen"),
        ])

    /// Every row read once with its own words, the bill verified, and `checked` among the checks.
    func expectRead(_ bill: Bill, checked: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let statement = UnseenLayout.parse(Self.draw(bill))
        #expect(statement.rows == Self.rows, sourceLocation: sourceLocation)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)", sourceLocation: sourceLocation)
        for label in checked {
            #expect(
                statement.verification.checks.contains { $0.contains("'\(label)'") }, "\(statement.verification.checks)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func germanSubtotalsWithCreditMark() {
        expectRead(Self.german, checked: ["Summe Zahlungen", "Summe Zinsen"])
    }

    @Test func germanSubtotalsWithMinusSign() {
        var bill = Self.german
        bill.minus = true
        expectRead(bill, checked: ["Summe Zahlungen", "Summe Zinsen"])
    }

    @Test func germanSubtotalsInAColumnOfTheirOwn() {
        var bill = Self.german
        bill.subtotalX = 380
        expectRead(bill, checked: ["Summe Zahlungen"])
    }

    @Test func englishSubtotalsNamedAfterTheirSection() {
        let bill = Bill(
            title: ["Contoso Card Services", "Credit card statement", "Card number 4929 **** **** 3107"],
            opening: "Previous balance", closing: "New balance", header: ("Date", "Description", "Amount"),
            sections: [
                ("Payments and credits", "Payments and credits subtotal"), ("Purchases", "Purchases subtotal"),
                ("Fees", "Fees subtotal"), ("Interest", "Interest charged this period"),
            ], comma: false, dateSeparator: nil)
        expectRead(bill, checked: ["Payments and credits subtotal", "Fees subtotal", "Interest charged this period"])
    }

    @Test func frenchSubtotals() {
        let bill = Bill(
            title: ["Contoso Cartes", "Relevé de carte de crédit"], opening: "Ancien solde", closing: "Nouveau solde",
            header: ("Date", "Libellé", "Montant EUR"),
            sections: [
                ("Paiements et crédits", "Total paiements"), ("Achats", "Sous-total achats"), ("Frais", "Total frais"),
                ("Intérêts", "Total intérêts"),
            ], minus: true, dateSeparator: "/")
        expectRead(bill, checked: ["Total paiements", "Total intérêts"])
    }

    @Test func spanishSubtotals() {
        let bill = Bill(
            title: ["Banco Ejemplo", "Estado de cuenta tarjeta de crédito", "Límite de crédito"], opening: "Saldo anterior", closing: "Saldo actual",
            header: ("Fecha", "Descripción", "Importe"),
            sections: [
                ("Pagos y abonos", "Subtotal pagos"), ("Compras", "Subtotal compras"), ("Comisiones", "Total comisiones"),
                ("Intereses", "Total intereses"),
            ], minus: true, dateSeparator: "/")
        expectRead(bill, checked: ["Subtotal pagos", "Total intereses"])
    }

    @Test func portugueseSubtotals() {
        let bill = Bill(
            title: ["Banco Exemplo", "Fatura do cartão de crédito"], opening: "Total da fatura anterior", closing: "Total desta fatura",
            header: ("Data", "Descrição", "Valor"),
            sections: [
                ("Pagamentos", "Subtotal pagamentos"), ("Compras", "Subtotal compras"), ("Tarifas", "Total tarifas"),
                ("Juros", "Total juros"),
            ], minus: true, dateSeparator: "/")
        expectRead(bill, checked: ["Subtotal pagamentos", "Total juros"])
    }

    @Test func italianSubtotals() {
        let bill = Bill(
            title: ["Banca Esempio", "Estratto conto carta di credito"], opening: "Saldo precedente", closing: "Saldo finale",
            header: ("Data", "Descrizione", "Importo"),
            sections: [
                ("Pagamenti", "Totale pagamenti"), ("Acquisti", "Totale acquisti"), ("Commissioni", "Subtotale commissioni"),
                ("Interessi", "Totale interessi"),
            ], minus: true, dateSeparator: "/")
        expectRead(bill, checked: ["Totale pagamenti", "Totale interessi"])
    }

    @Test func dutchSubtotals() {
        let bill = Bill(
            title: ["Voorbeeld Bank", "Creditcard afschrift", "Kredietlimiet"], opening: "Vorig saldo", closing: "Nieuw saldo",
            header: ("Datum", "Omschrijving", "Bedrag"),
            sections: [
                ("Betalingen", "Subtotaal betalingen"), ("Aankopen", "Totaal aankopen"), ("Kosten", "Totaal kosten"),
                ("Kosten en rente", "Subtotaal kosten"),
            ], minus: true, dateSeparator: "-")
        expectRead(bill, checked: ["Subtotaal betalingen", "Totaal kosten"])
    }

    /// The line reader and the verification decide alike: a line the verification reads as a
    /// printed total is a summary line.
    @Test func aLineTheVerificationReadsAsATotalIsASummaryLine() {
        let lines = [
            ("Summe Zahlungen", "447,30 CR"), ("Fees subtotal", "12.00"), ("Total intérêts", "5,43"), ("Subtotaal aankopen", "121,11"),
        ]
        for (label, amount) in lines {
            var page = HandBuiltPage()
            page.line(.left(label, 110), .right(amount, 440))
            let reader = LineReader(decimalMark: amount.contains(",") ? .comma : .point, minorDigits: 2)
            #expect(reader.read(page.page.lines[0]).summary == .total, "\(label)")
        }
    }
}
