import Foundation
import StatementPDFWriter

/// Statements drawn with a yearless value date ("04.03") printed after the balance, under its
/// header's label, as a figure reads too (issue 34, item 5: the value date column's guard). Some
/// rows print no value date, and their balance, small, reads as a day and month near the row's
/// own date ("5.03" on the 3rd): only its place, under the balance and not the value date label,
/// says it is money. Made-up banks and rows; each knows its rows and value dates.
enum ValueDateShapes {
    struct Row: Equatable {
        var date: String
        var valueDate: String?
        var amount: Int64
        var description: String
    }

    struct Drawn {
        var name: String
        var pdf: Data
        var rows: [Row]
    }

    struct Language {
        var name: String
        var bank: String
        var labels: [String]
        var opening: String
        var closing: String
        /// The thousands mark ("," or "'"); the decimal mark is the point.
        var group: String
    }

    static let languages = [
        Language(
            name: "English", bank: "Harbourline Bank", labels: ["Date", "Description", "Amount", "Balance", "Value date"],
            opening: "Opening balance", closing: "Closing balance", group: ","),
        Language(
            name: "Swiss German", bank: "Alpenblick Kantonalbank", labels: ["Datum", "Buchungstext", "Betrag", "Saldo", "Valuta"],
            opening: "Anfangssaldo", closing: "Schlusssaldo", group: "'"),
        Language(
            name: "Swiss French", bank: "Banque du Lac Bleu", labels: ["Date", "Libellé", "Montant", "Solde", "Date valeur"],
            opening: "Solde initial", closing: "Solde final", group: "'"),
    ]

    /// Day, amount, description and the value date's day, nil where the row prints none.
    typealias Entry = (day: Int, amount: Int64, text: String, valueDay: Int?)

    /// Large balances: every row prints its value date.
    static let everyRowDated: [Entry] = [
        (3, -8_420, "Energy Company invoice", 4), (5, 215_000, "Salary Contoso", 5), (12, -123_456, "Store Fabrikam", 13),
        (20, -6_000, "ATM Centrum", 21), (24, -1_999, "Bakery Northwind", 25), (28, 2_450, "Refund Tailspin", 28),
    ]
    /// Small balances from 9.50: the rows printing no value date leave a balance that reads as
    /// a day and month within days of their own date (5.03 on the 3rd, 7.03 on the 5th, 12.03
    /// on the 12th, 24.03 on the 24th).
    static let smallBalances: [Entry] = [
        (3, -447, "Card fee Northwind", nil), (5, 200, "Transfer Contoso", nil), (10, 120_000, "Salary Fabrikam", 11),
        (12, -119_500, "Rent Tailspin", nil), (20, -300, "Bakery Centrum", 21), (24, 1_500, "Refund Litware", nil),
    ]
    static let openingSmall: Int64 = 950
    static let openingLarge: Int64 = 1_245_000

    static var all: [Drawn] {
        languages.flatMap { language in
            [draw(language, everyRowDated, opening: openingLarge), draw(language, smallBalances, opening: openingSmall)]
        }
    }

    static func money(_ minor: Int64, group: String) -> String {
        let units = String(minor.magnitude / 100)
        var grouped = ""
        for (index, digit) in units.reversed().enumerated() {
            if index > 0, index % 3 == 0 { grouped = group + grouped }
            grouped = String(digit) + grouped
        }
        return (minor < 0 ? "-" : "") + grouped + "." + String(format: "%02d", Int(minor.magnitude % 100))
    }

    static func draw(_ language: Language, _ entries: [Entry], opening: Int64) -> Drawn {
        let name = "\(language.name), \(entries.contains { $0.valueDay == nil } ? "small balances, some rows undated" : "every row value dated")"
        let writer = PDFDocumentWriter(title: name)
        let page = writer.addPage()
        page.text(language.bank, x: 40, y: 50, font: .helveticaBold, size: 12)
        page.text("Account 12345678   CHF   Statement 01.03.2025 - 31.03.2025", x: 40, y: 66)
        let labels = language.labels
        page.text(labels[0], x: 40, y: 100, font: .helveticaBold)
        page.text(labels[1], x: 110, y: 100, font: .helveticaBold)
        page.text(labels[2], x: 380, y: 100, font: .helveticaBold, align: .right)
        page.text(labels[3], x: 460, y: 100, font: .helveticaBold, align: .right)
        page.text(labels[4], x: 475, y: 100, font: .helveticaBold)
        var balance = opening
        page.text(language.opening, x: 110, y: 116)
        page.text(money(balance, group: language.group), x: 460, y: 116, align: .right)
        var rows: [Row] = []
        var y = 132.0
        for entry in entries {
            balance += entry.amount
            page.text(String(format: "%02d.03.2025", entry.day), x: 40, y: y)
            page.text(entry.text, x: 110, y: y)
            page.text(money(entry.amount, group: language.group), x: 380, y: y, align: .right)
            page.text(money(balance, group: language.group), x: 460, y: y, align: .right)
            if let valueDay = entry.valueDay { page.text(String(format: "%02d.03", valueDay), x: 475, y: y) }
            rows.append(
                Row(
                    date: String(format: "2025-03-%02d", entry.day), valueDate: entry.valueDay.map { String(format: "2025-03-%02d", $0) },
                    amount: entry.amount, description: entry.text))
            y += 14
        }
        page.text(language.closing, x: 110, y: y + 4)
        page.text(money(balance, group: language.group), x: 460, y: y + 4, align: .right)
        return Drawn(name: name, pdf: writer.data(), rows: rows)
    }
}
