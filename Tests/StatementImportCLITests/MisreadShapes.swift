import Foundation
import StatementPDFWriter

/// Statements drawn in the shapes whose readings add up while wrong (issue 34, item 5): the
/// arithmetic cannot see them, so other checks must keep them from `verified`. Made-up banks,
/// people and rows; each knows the rows a right reading gives.
enum MisreadShapes {
    struct Row: Equatable {
        var date: String
        var amount: Int64
        var description: String
    }

    struct Drawn {
        var name: String
        var pdf: Data
        var rows: [Row]
    }

    static var all: [Drawn] {
        [narrationAroundTheDate(), dayDatesWithDatedDetails(), pageFooterUnderTheLastRow(), narrationCellsAroundCodes()]
    }

    static func money(_ minor: Int64) -> String {
        let sign = minor < 0 ? "-" : ""
        let magnitude = minor.magnitude
        let units = String(magnitude / 100)
        var grouped = ""
        for (index, digit) in units.reversed().enumerated() {
            if index > 0, index % 3 == 0 { grouped = "," + grouped }
            grouped = String(digit) + grouped
        }
        return sign + grouped + "." + String(format: "%02d", Int(magnitude % 100))
    }

    /// A savings statement whose narration is printed in two halves, one above each date line
    /// and one below, starting left of the centred NARRATION label; the date line holds only the
    /// date and the money.
    static func narrationAroundTheDate() -> Drawn {
        let writer = PDFDocumentWriter(title: "Narration around the date")
        let page = writer.addPage()
        page.text("Lakeside Cooperative Bank", x: 40, y: 50, font: .helveticaBold, size: 12)
        page.text("Statement of account for the period 01-03-2025 to 31-03-2025", x: 40, y: 70)
        page.text("Savings account 44556677889900 in INR", x: 40, y: 84)
        page.text("DATE", x: 40, y: 120, font: .helveticaBold)
        page.text("NARRATION", x: 150, y: 120, font: .helveticaBold)
        page.text("WITHDRAWAL (DR)", x: 370, y: 120, font: .helveticaBold, align: .right)
        page.text("DEPOSIT (CR)", x: 450, y: 120, font: .helveticaBold, align: .right)
        page.text("BALANCE", x: 540, y: 120, font: .helveticaBold, align: .right)
        var balance: Int64 = 50_000
        page.text("01-03-2025", x: 40, y: 136)
        page.text("Opening Balance", x: 100, y: 136)
        page.text(money(balance) + " Cr", x: 555, y: 136, align: .right)
        let entries: [(Int, Int64, String, String)] = [
            (2, 12_500, "UPI/5011223344/09:10:11/UPI/rivera", "grocer@bank/UPI"),
            (3, -4_000, "UPI/5011223399/12:30:45/UPI/tea", "stall@bank/UPI"),
            (5, -7_250, "UPI/5011224411/18:02:09/UPI/metro", "card@bank/UPI"),
            (9, 20_000, "NEFT/ACME PAYROLL/MARCH", "SALARY CREDIT"),
            (12, -1_999, "UPI/5011229876/07:45:00/UPI/music", "stream@bank/UPI"),
            (20, -3_300, "UPI/5011230001/20:15:33/UPI/book", "shop@bank/UPI"),
        ]
        var rows: [Row] = []
        var y = 160.0
        for (day, amount, above, below) in entries {
            balance += amount
            let date = String(format: "%02d-03-2025", day)
            page.text(above, x: 100, y: y - 5, size: 8)
            page.text(date, x: 40, y: y)
            page.text(money(abs(amount)), x: amount < 0 ? 370 : 450, y: y, align: .right)
            page.text(money(balance) + " Cr", x: 555, y: y, align: .right)
            page.text(below, x: 100, y: y + 5, size: 8)
            rows.append(Row(date: String(format: "2025-03-%02d", day), amount: amount, description: above + " " + below))
            y += 22
        }
        page.text("Closing Balance", x: 100, y: y + 10)
        page.text(money(balance) + " Cr", x: 555, y: y + 10, align: .right)
        return Drawn(name: "narration around the date", pdf: writer.data(), rows: rows)
    }

    /// A two-page statement whose narration is a cell of three lines set around the row's money:
    /// words above the date line, a code on it (beside a payment reference column), a code
    /// below. The same transfer's narration is printed on several rows of each page, and the
    /// second page begins with a row whose narration is all on its date line, right under the
    /// header. Read with the codes alone (the words above left out, or given to the row above),
    /// the figures still add up.
    static func narrationCellsAroundCodes() -> Drawn {
        let writer = PDFDocumentWriter(title: "Narration cells around codes")
        var balance: Int64 = 80_000
        let opening = balance
        let pages: [[(String?, String, String?, Int64)]] = [
            [
                ("Loan drawdown from 7731", "", "Loan Disb", 60_000),
                ("MOBILE TRANSFER /STK/2547001122/", "254700998877", "908172635411", -25_000),
                ("MOBILE TRANSFER /STK/2547001122/", "254700998877", "908172635411", -80),
                ("Salary Fabrikam Ltd", "", "700022110099", 90_000),
            ],
            [
                (nil, "Interest credited 4471", nil, 1_250),
                ("MOBILE TRANSFER /STK/2547001122/", "254700998877", "551234009876", -40_000),
                ("MOBILE TRANSFER /STK/2547001122/", "254700998877", "551234009876", -80),
                ("Card purchase Northwind Grocer", "447815XXXX3661", "Ref shop 17", -6_320),
            ],
        ]
        let closing = pages.joined().reduce(balance) { $0 + $1.3 }
        var rows: [Row] = []
        var day = 3
        var count = 0
        for (number, entries) in pages.enumerated() {
            let page = writer.addPage()
            page.text("Lakeside Commercial Bank", x: 40, y: 40, font: .helveticaBold, size: 12)
            page.text("Statement period 01/05/2025 - 31/05/2025   Account 7770112233", x: 40, y: 56)
            page.text("Page \(number + 1)/\(pages.count)", x: 500, y: 56)
            var y = 84.0
            if number == 0 {
                page.text("Opening balance", x: 40, y: y)
                page.text(money(opening), x: 560, y: y, align: .right)
                page.text("Closing balance", x: 40, y: y + 12)
                page.text(money(closing), x: 560, y: y + 12, align: .right)
                y += 36
            }
            page.text("Transaction Details", x: 40, y: y, font: .helveticaBold, size: 8)
            page.text("Payment reference", x: 250, y: y, font: .helveticaBold, size: 8)
            page.text("Value Date", x: 330, y: y, font: .helveticaBold, size: 8)
            page.text("Credit", x: 440, y: y, font: .helveticaBold, size: 8, align: .right)
            page.text("Debit", x: 500, y: y, font: .helveticaBold, size: 8, align: .right)
            page.text("Balance", x: 560, y: y, font: .helveticaBold, size: 8, align: .right)
            y += 16
            for (above, beside, below, amount) in entries {
                balance += amount
                day += 2
                count += 1
                if let above {
                    page.text(above, x: 40, y: y, size: 8)
                    y += 12
                }
                if !beside.isEmpty { page.text(beside, x: 40, y: y, size: 8) }
                page.text("S\(5_400_100 + count)", x: 250, y: y, size: 8)
                page.text(String(format: "%02d/05/2025", day), x: 330, y: y, size: 8)
                page.text(money(abs(amount)), x: amount < 0 ? 500 : 440, y: y, size: 8, align: .right)
                page.text(money(balance), x: 560, y: y, size: 8, align: .right)
                if let below {
                    page.text(below, x: 40, y: y + 12, size: 8)
                    y += 12
                }
                y += 24
                let narration = [above, beside, below].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
                rows.append(Row(date: String(format: "2025-05-%02d", day), amount: amount, description: narration))
            }
        }
        return Drawn(name: "narration cells around codes", pdf: writer.data(), rows: rows)
    }

    /// A current account printing each day's date once, on the day's first row; a card
    /// payment's detail wraps to "On 18 Mar" with the date alone on its own line in the
    /// description column, right under the row; the balance only on a day's last row.
    static func dayDatesWithDatedDetails() -> Drawn {
        let writer = PDFDocumentWriter(title: "Day dates")
        let page = writer.addPage()
        page.text("Harbourside Bank", x: 40, y: 50, font: .helveticaBold, size: 12)
        page.text("Your statement 19 Mar - 18 Apr 2025", x: 40, y: 68)
        page.text("Sort code 11-22-33  Account number 55667788", x: 40, y: 82)
        var balance: Int64 = 250_000
        page.text("Start balance", x: 300, y: 100)
        page.text("£" + money(balance), x: 540, y: 100, align: .right)
        page.text("Date", x: 40, y: 130, font: .helveticaBold)
        page.text("Description", x: 100, y: 130, font: .helveticaBold)
        page.text("Money out", x: 390, y: 130, font: .helveticaBold, align: .right)
        page.text("Money in", x: 460, y: 130, font: .helveticaBold, align: .right)
        page.text("Balance", x: 540, y: 130, font: .helveticaBold, align: .right)
        // Per day: its date and its rows, each with its wrapped detail (nil: none).
        let days: [(String, String, [(Int64, String, String?)])] = [
            ("19 Mar", "2025-03-19", [(-799, "Card Payment to Pixel Films On", "18 Mar"), (-3_000, "Cash Machine Withdrawal at", "Quayside Kiosk")]),
            ("20 Mar", "2025-03-20", [(-1_854, "Card Payment to Paper Owl On", "19 Mar"), (-3_500, "Card Payment to Clean Press", nil)]),
            ("21 Mar", "2025-03-21", [(-580, "Card Payment to The Red Lamp", "On 20 Mar"), (12_000, "Transfer from Sam Tester", nil)]),
        ]
        var y = 150.0
        var rows: [Row] = []
        for (printed, iso, entries) in days {
            for (position, (amount, text, detail)) in entries.enumerated() {
                balance += amount
                if position == 0 { page.text(printed, x: 40, y: y) }
                page.text(text, x: 100, y: y)
                page.text(money(abs(amount)), x: amount < 0 ? 390 : 460, y: y, align: .right)
                if position == entries.count - 1 { page.text(money(balance), x: 540, y: y, align: .right) }
                if let detail {
                    page.text(detail, x: 100, y: y + 11)
                    y += 11
                }
                rows.append(Row(date: iso, amount: amount, description: text + (detail.map { " " + $0 } ?? "")))
                y += 19
            }
        }
        page.text("End balance", x: 300, y: y + 10)
        page.text("£" + money(balance), x: 540, y: y + 10, align: .right)
        return Drawn(name: "a date printed once for a day's rows", pdf: writer.data(), rows: rows)
    }

    /// A three-page statement whose every page ends in its last row with the bank's footer line
    /// set right under it, as tightly as a wrapped detail, at the same place on each page.
    static func pageFooterUnderTheLastRow() -> Drawn {
        let writer = PDFDocumentWriter(title: "Footer under the last row")
        var balance: Int64 = 100_000
        let amountOn = { (day: Int) -> Int64 in day % 3 == 0 ? 4_500 : -(Int64(day) * 137) }
        let closing = (1...24).reduce(balance) { $0 + amountOn($1) }
        var rows: [Row] = []
        var day = 1
        for number in 1...3 {
            let page = writer.addPage()
            page.text("Meadowgate Savings Bank", x: 40, y: 50, font: .helveticaBold, size: 12)
            page.text("Account 99887766  Statement period 01/04/2025 to 30/04/2025", x: 40, y: 66)
            page.text("Page \(number) of 3", x: 480, y: 66)
            if number == 1 {
                page.text("Opening balance", x: 40, y: 84)
                page.text(money(balance), x: 540, y: 84, align: .right)
                page.text("Closing balance", x: 40, y: 96)
                page.text(money(closing), x: 540, y: 96, align: .right)
            }
            page.text("Date", x: 40, y: 110, font: .helveticaBold)
            page.text("Details", x: 110, y: 110, font: .helveticaBold)
            page.text("Paid out", x: 380, y: 110, font: .helveticaBold, align: .right)
            page.text("Paid in", x: 460, y: 110, font: .helveticaBold, align: .right)
            page.text("Balance", x: 540, y: 110, font: .helveticaBold, align: .right)
            var y = 126.0
            for _ in 0..<8 {
                let amount = amountOn(day)
                balance += amount
                let date = String(format: "%02d/04/2025", day)
                let text = day % 3 == 0 ? "TRANSFER FROM J DOE" : "CARD PURCHASE SHOP \(day)"
                page.text(date, x: 40, y: y)
                page.text(text, x: 110, y: y)
                page.text(money(abs(amount)), x: amount < 0 ? 380 : 460, y: y, align: .right)
                page.text(money(balance), x: 540, y: y, align: .right)
                rows.append(Row(date: String(format: "2025-04-%02d", day), amount: amount, description: text))
                day += 1
                y += 14
            }
            // Right under the last row, as tightly as a wrapped detail, the same on every page.
            page.text("Meadowgate Savings Bank is a made-up name used for tests", x: 110, y: y - 14 + 11)
        }
        return Drawn(name: "a page footer under each page's last row", pdf: writer.data(), rows: rows)
    }

    /// A combined statement whose overview names two savings accounts (both printed as
    /// "xxxxxx4321") with their balances; the first account's activity is printed, the second's
    /// summary too, but its rows are not in the file in any readable form. No reading of it is
    /// the whole file.
    static func overviewWithAnAccountUnread() -> Data {
        let writer = PDFDocumentWriter(title: "Two accounts, one unread")
        let first = writer.addPage()
        first.text("COMBINED CUSTOMER STATEMENT", x: 40, y: 50, font: .helveticaBold, size: 12)
        first.text("Statement Date 05/31/2025", x: 400, y: 50)
        first.text("Birchwood Bank, 10 Elm Road, Springfield, IL 62701", x: 40, y: 68)
        first.text("Account Name", x: 40, y: 110, font: .helveticaBold)
        first.text("Account Number", x: 200, y: 110, font: .helveticaBold)
        first.text("Beginning Balance", x: 420, y: 110, font: .helveticaBold, align: .right)
        first.text("Ending Balance", x: 540, y: 110, font: .helveticaBold, align: .right)
        first.text("Holiday Savings", x: 40, y: 126)
        first.text("xxxxxx4321", x: 200, y: 126)
        first.text("$2,400.00", x: 420, y: 126, align: .right)
        first.text("$2,950.00", x: 540, y: 126, align: .right)
        first.text("Joint Savings Account", x: 40, y: 140)
        first.text("xxxxxx4321", x: 200, y: 140)
        first.text("$18,250.75", x: 420, y: 140, align: .right)
        first.text("$17,100.25", x: 540, y: 140, align: .right)
        first.text("Total Account Balances:", x: 40, y: 154)
        first.text("$20,650.75", x: 420, y: 154, align: .right)
        first.text("$20,050.25", x: 540, y: 154, align: .right)
        let second = writer.addPage()
        second.text("Summary For: SAM TESTER", x: 40, y: 50)
        second.text("Account Number: xxxxxx4321", x: 40, y: 64)
        second.text("Beginning Balance, as of 05/01/2025", x: 40, y: 84)
        second.text("$2,400.00", x: 300, y: 84, align: .right)
        second.text("Ending Balance, as of 05/31/2025", x: 40, y: 98)
        second.text("$2,950.00", x: 300, y: 98, align: .right)
        second.text("Date", x: 40, y: 130, font: .helveticaBold)
        second.text("Description", x: 110, y: 130, font: .helveticaBold)
        second.text("Credits", x: 380, y: 130, font: .helveticaBold, align: .right)
        second.text("Debits", x: 460, y: 130, font: .helveticaBold, align: .right)
        second.text("Balance", x: 540, y: 130, font: .helveticaBold, align: .right)
        second.text("05/01/2025", x: 40, y: 146)
        second.text("Beginning Balance", x: 110, y: 146)
        second.text("$2,400.00", x: 540, y: 146, align: .right)
        var balance: Int64 = 240_000
        for (index, amount) in [Int64(25_000), 25_000, 5_000].enumerated() {
            balance += amount
            let y = 160 + Double(index) * 14
            second.text(String(format: "05/%02d/2025", 5 + index * 7), x: 40, y: y)
            second.text(index == 2 ? "Interest Paid" : "ACH Deposit", x: 110, y: y)
            second.text("$" + money(amount), x: 380, y: y, align: .right)
            second.text("$" + money(balance), x: 540, y: y, align: .right)
        }
        second.text("05/31/2025", x: 40, y: 202)
        second.text("Ending Balance", x: 110, y: 202)
        second.text("$2,950.00", x: 540, y: 202, align: .right)
        let third = writer.addPage()
        third.text("Summary For: SAM TESTER", x: 40, y: 50)
        third.text("Account Number: xxxxxx4321", x: 40, y: 64)
        third.text("Beginning Balance, as of 05/01/2025", x: 40, y: 84)
        third.text("$18,250.75", x: 300, y: 84, align: .right)
        third.text("Ending Balance, as of 05/31/2025", x: 40, y: 98)
        third.text("$17,100.25", x: 300, y: 98, align: .right)
        third.text("Its activity is printed in a form that has no text to read.", x: 40, y: 130)
        return writer.data()
    }
}
