import Foundation
import StatementImport
import StatementPDFWriter
import Testing

/// Issue 34, item 5: a statement that prints no balance at all is stored when a person accepts
/// it for that file, or once for its account and layout (`import --accept-unverified
/// --remember`), remembered and shown by `accounts`, forgotten with `accounts forget-unverified`.
/// A statement that does not add up is never stored by that memory.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
struct RememberedAcceptanceTests {
    /// One month of made-up rows with amounts only, for `account`; `balances` prints an opening and
    /// a closing line above the table (the rows do not reach that closing: the statement fails).
    static func draw(to url: URL, month: Int, account: String = "12345678", balances: (String, String)? = nil) throws {
        let writer = PDFDocumentWriter(title: "Statement")
        let page = writer.addPage()
        let mm = String(format: "%02d", month)
        page.text("Fernhill Savings Bank", x: 40, y: 50, font: .helveticaBold, size: 12)
        page.text("Account number \(account) - amounts in EUR", x: 40, y: 68)
        page.text("Statement period 01/\(mm)/2025 to 28/\(mm)/2025", x: 40, y: 82)
        var top = 110.0
        if let (opening, closing) = balances {
            page.text("Opening balance", x: 40, y: 100)
            page.text(opening, x: 300, y: 100, align: .right)
            page.text("Closing balance", x: 40, y: 114)
            page.text(closing, x: 300, y: 114, align: .right)
            top = 136
        }
        page.text("Date", x: 40, y: top, font: .helveticaBold)
        page.text("Description", x: 110, y: top, font: .helveticaBold)
        page.text("Amount", x: 520, y: top, font: .helveticaBold, align: .right)
        let rows: [(String, String, String)] = [
            ("03", "BAKERY ON THE CORNER", "-4.\(month)0"), ("07", "SALARY MADE-UP EMPLOYER", "1,250.00"),
            ("12", "BOOKSHOP PURCHASE", "-18.90"), ("21", "RENT TO LANDLORD", "-600.00"),
        ]
        for (index, row) in rows.enumerated() {
            let y = top + 16 + Double(index) * 14
            page.text("\(row.0)/\(mm)/2025", x: 40, y: y)
            page.text(row.1, x: 110, y: y)
            page.text(row.2, x: 520, y: y, align: .right)
        }
        try writer.data().write(to: url)
    }

    func importing(_ box: BatchInbox, _ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(["import", "--no-remote"] + arguments, in: box.root, environment: box.environment)
    }

    func tool(_ box: BatchInbox, _ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: box.root, environment: box.environment)
    }

    func pdf(_ box: BatchInbox, _ name: String) -> String { box.root.appendingPathComponent(name).path }

    @Test func anAcceptedLayoutIsRememberedForItsAccountShownAndForgotten() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        for (month, name) in [(3, "march.pdf"), (4, "april.pdf"), (7, "july.pdf")] {
            try Self.draw(to: URL(fileURLWithPath: pdf(box, name)), month: month)
        }
        try Self.draw(to: URL(fileURLWithPath: pdf(box, "other.pdf")), month: 4, account: "87654321")

        let alone = try importing(box, [pdf(box, "march.pdf"), "--remember"])
        #expect(alone.status == 64 && alone.stderr.contains("--remember goes with --accept-unverified"), "\(alone.stderr)")
        let refused = try importing(box, [pdf(box, "march.pdf")])
        #expect(refused.status == 65 && refused.stderr.contains("add --remember"), "\(refused.stderr)")
        // Nothing printed is wrong, there is only nothing to prove the rows against.
        #expect(
            refused.stderr.contains("nothing it prints apart from its rows proves them") && !refused.stderr.contains("itself is wrong"),
            "\(refused.stderr)")
        let accepted = try importing(box, [pdf(box, "march.pdf"), "--accept-unverified", "--remember"])
        #expect(accepted.status == 0 && accepted.stdout.contains("4 rows (unverifiable)"), "\(accepted.stdout)\(accepted.stderr)")
        let accounts = try tool(box, ["accounts"])
        #expect(accounts.stdout.contains("Accepted without a balance"), "\(accounts.stdout)")
        #expect(accounts.stdout.contains("account 1: ") && accounts.stdout.contains("columns: date description amount"), "\(accounts.stdout)")
        #expect(accounts.stdout.contains("with march.pdf"), "\(accounts.stdout)")

        // The same account and layout: stored without the option, marked as accepted.
        let april = try importing(box, [pdf(box, "april.pdf")])
        #expect(april.status == 0 && april.stdout.contains("4 rows (unverifiable)"), "\(april.stdout)\(april.stderr)")
        #expect(april.stderr.contains("this account's statements of this layout were accepted"), "\(april.stderr)")
        let statements = try tool(box, ["statements"])
        #expect(statements.stdout.components(separatedBy: "unverifiable (accepted)").count == 3, "\(statements.stdout)")
        // Another account of the same layout was not accepted: refused, nothing stored.
        let other = try importing(box, [pdf(box, "other.pdf")])
        #expect(other.status == 65 && other.stderr.contains("not verified, not imported"), "\(other.stdout)\(other.stderr)")
        #expect(!(try tool(box, ["accounts"]).stdout.contains("87654321")))

        // batch stores the account's next statement too.
        try Self.draw(to: URL(fileURLWithPath: box.inbox + "/june.pdf"), month: 6)
        let batch = try box.batch()
        #expect(batch.status == 0, "\(batch.stdout)\(batch.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.failed + "/june.pdf"), "\(batch.stderr)")
        #expect(try box.lastReport().objects("files").map { $0["verdicts"] as? [String] } == [["unverifiable"]])
        #expect(try tool(box, ["statements"]).stdout.components(separatedBy: "unverifiable (accepted)").count == 4)

        // Forgotten: the account's statements printing no balance are refused again.
        let forgot = try tool(box, ["accounts", "forget-unverified", "1"])
        #expect(forgot.status == 0 && forgot.stdout.contains("account 1: 1 accepted layout forgotten"), "\(forgot.stdout)\(forgot.stderr)")
        #expect(!(try tool(box, ["accounts"]).stdout.contains("Accepted without a balance")))
        let july = try importing(box, [pdf(box, "july.pdf")])
        #expect(july.status == 65, "\(july.stdout)\(july.stderr)")
        let again = try tool(box, ["accounts", "forget-unverified", "1"])
        #expect(again.status == 1 && again.stderr.contains("no accepted layout to forget"), "\(again.stderr)")
        let unknown = try tool(box, ["accounts", "forget-unverified", "9999"])
        #expect(unknown.status == 65, "\(unknown.stderr)")
    }

    @Test func aStatementThatDoesNotAddUpIsNeverStoredByTheMemory() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try Self.draw(to: URL(fileURLWithPath: pdf(box, "march.pdf")), month: 3)
        #expect(try importing(box, [pdf(box, "march.pdf"), "--accept-unverified", "--remember"]).status == 0)

        let wrong = pdf(box, "april.pdf")
        try Self.draw(to: URL(fileURLWithPath: wrong), month: 4, balances: ("100.00", "999.00"))
        let parsed = try tool(box, ["parse", wrong, "--explain"])
        #expect(parsed.stdout.contains("verdict: failed"), "\(parsed.stdout)")
        let refused = try importing(box, [wrong])
        #expect(refused.status == 65 && refused.stderr.contains("not verified, not imported"), "\(refused.stdout)\(refused.stderr)")
        try FileManager.default.copyItem(atPath: wrong, toPath: box.inbox + "/april.pdf")
        let batch = try box.batch()
        #expect(batch.status != 0 && FileManager.default.fileExists(atPath: box.failed + "/april.pdf"), "\(batch.stderr)")
        #expect(!batch.stderr.contains("--remember"), "\(batch.stderr)")
        #expect(try tool(box, ["statements"]).stdout.components(separatedBy: "(accepted)").count == 2)

        // Accepted for this file alone, it is stored, and its layout is not remembered from it.
        let forced = try importing(box, [wrong, "--accept-unverified", "--remember"])
        #expect(forced.status == 0 && forced.stderr.contains("not remembered"), "\(forced.stdout)\(forced.stderr)")
    }

    /// batch files a statement printing no balance under failed/ and says which command stores it
    /// and remembers its account and layout; that command done, the next run stores the next one.
    @Test func batchNamesTheRememberingCommandForAStatementPrintingNoBalance() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try Self.draw(to: URL(fileURLWithPath: box.inbox + "/march.pdf"), month: 3)
        let first = try box.batch()
        let parked = box.failed + "/march.pdf"
        #expect(first.status != 0 && FileManager.default.fileExists(atPath: parked), "\(first.stderr)")
        #expect(first.stderr.contains("`--accept-unverified --remember` stores it and remembers its account and layout"), "\(first.stderr)")
        #expect(first.stderr.contains("compare its rows with the PDF") && !first.stderr.contains("itself is wrong"), "\(first.stderr)")

        let accepted = try importing(box, [parked, "--accept-unverified", "--remember"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        try Self.draw(to: URL(fileURLWithPath: box.inbox + "/april.pdf"), month: 4)
        let second = try box.batch()
        #expect(second.status == 0 && !FileManager.default.fileExists(atPath: box.failed + "/april.pdf"), "\(second.stderr)")
        #expect(try tool(box, ["statements"]).stdout.components(separatedBy: "unverifiable (accepted)").count == 3)
    }
}
