import Foundation
import StatementPDFWriter

/// A statement of four numbered pages ("Page 2 of 4"), drawn with some of them left out as a
/// file from the bank may come: page 1 its summary (opening, totals of each direction, closing),
/// pages 2 and 3 its rows with a running balance, page 4 the bank's terms. Made-up bank and rows.
enum PagesMissingStatement {
    static let rowsByPage: [Int: [(day: Int, text: String, amount: Int64)]] = [
        2: [(3, "Card payment Corner Grocer", -4_580), (5, "Salary Acme Ltd", 250_000), (9, "Rent Harbour Lettings", -90_000)],
        3: [(14, "Refund Online Shop", 3_000), (20, "Electricity Gridco", -6_420), (27, "Transfer to savings", -50_000)],
    ]
    static let opening: Int64 = 120_000

    static var rows: [(day: Int, text: String, amount: Int64)] { [2, 3].flatMap { rowsByPage[$0] ?? [] } }

    /// The file with only the pages `kept` (of 1 to 4), in their printed order.
    static func pdf(keeping kept: [Int]) -> Data {
        let writer = PDFDocumentWriter(title: "Pages missing")
        let moneyOut = rows.filter { $0.amount < 0 }.reduce(Int64(0)) { $0 - $1.amount }
        let moneyIn = rows.filter { $0.amount > 0 }.reduce(Int64(0)) { $0 + $1.amount }
        let closing = opening + moneyIn - moneyOut
        var balance = opening
        for number in 1...4 {
            // The balance runs on over a page left out, as the bank printed it.
            let pageRows = rowsByPage[number] ?? []
            defer { balance += pageRows.reduce(Int64(0)) { $0 + $1.amount } }
            guard kept.contains(number) else { continue }
            let page = writer.addPage()
            page.text("Harbourside Savings Bank", x: 40, y: 50, font: .helveticaBold, size: 12)
            page.text("Page \(number) of 4", x: 555, y: 50, align: .right)
            switch number {
            case 1:
                page.text("Current account 12-34-56 87654321 statement 01/03/2025 to 31/03/2025", x: 40, y: 80)
                let summary: [(String, Int64)] = [
                    ("Opening balance", opening), ("Total paid out", moneyOut), ("Total paid in", moneyIn), ("Closing balance", closing),
                ]
                for (position, (label, value)) in summary.enumerated() {
                    page.text(label, x: 40, y: 110 + Double(position) * 16)
                    page.text(MisreadShapes.money(value), x: 300, y: 110 + Double(position) * 16, align: .right)
                }
            case 2, 3:
                page.text("Date", x: 40, y: 90, font: .helveticaBold)
                page.text("Description", x: 110, y: 90, font: .helveticaBold)
                page.text("Paid out", x: 380, y: 90, font: .helveticaBold, align: .right)
                page.text("Paid in", x: 460, y: 90, font: .helveticaBold, align: .right)
                page.text("Balance", x: 555, y: 90, font: .helveticaBold, align: .right)
                var running = balance
                for (position, row) in pageRows.enumerated() {
                    running += row.amount
                    let y = 110 + Double(position) * 16
                    page.text(String(format: "%02d/03/2025", row.day), x: 40, y: y)
                    page.text(row.text, x: 110, y: y)
                    page.text(MisreadShapes.money(abs(row.amount)), x: row.amount < 0 ? 380 : 460, y: y, align: .right)
                    page.text(MisreadShapes.money(running), x: 555, y: y, align: .right)
                }
            default:
                page.text("Terms and conditions", x: 40, y: 90, font: .helveticaBold)
                page.text("Tell us within 30 days about any entry you do not recognise.", x: 40, y: 110)
            }
        }
        return writer.data()
    }
}
