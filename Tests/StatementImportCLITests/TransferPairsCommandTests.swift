import Foundation
import StatementPDFWriter
import Testing

/// Transfers between one's own accounts through the built tool, on statements the test draws: a
/// current account moving money to savings and paying its card, and one transfer whose other
/// leg never arrives. Imported, they pair; `report` leaves the pairs out of spending and income,
/// `check` names the lone leg, and `review` pairs, unpairs and confirms.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class TransferPairsCommandTests: LedgerFolder {
    let holder = ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"]

    func draw(_ name: String, number: String, style: StatementLayoutStyle, opening: Int64, _ entries: [(Int, String, Int64)]) throws -> String {
        let statement = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA", accountHolder: holder,
            accountNumber: number, currency: "GBP", periodStart: CalendarDate(2025, 3, 1), periodEnd: CalendarDate(2025, 3, 31),
            openingBalance: opening,
            entries: entries.map { StatementEntry(date: CalendarDate(2025, 3, $0.0), description: [$0.1], amount: $0.2) })
        let url = directory.appendingPathComponent(name)
        try StatementLayoutRenderer.render(statement, style: style).write(to: url)
        return url.path
    }

    /// Current …5678 sends 120.00 to savings …4417 (named by number), pays its card …3107's bill,
    /// and sends 30.00 more to savings that the savings statement never shows.
    /// `lateArrival`: savings shows the 30.00 arriving eight days later, too late for the tool to pair it.
    func importThree(lateArrival: Bool = false) throws {
        let current = try draw(
            "current.pdf", number: "12345678", style: .ukCurrentAccount, opening: 100_000,
            [
                (1, "SALARY CONTOSO LTD", 250_000), (3, "TRANSFER TO 87654417", -12_000), (5, "TESCO STORES 2041", -4_590),
                (20, "TRANSFER TO 87654417", -3_000), (25, "NORTHWIND CREDIT CARD PAYMENT", -48_210),
            ])
        let savings = try draw(
            "savings.pdf", number: "87654417", style: .ukCurrentAccount, opening: 500_000,
            [(4, "TRANSFER FROM 12345678", 12_000), (15, "INTEREST PAID", 120)] + (lateArrival ? [(28, "TRANSFER FROM 12345678", 3_000)] : []))
        let card = try draw(
            "card.pdf", number: "4929 **** **** 3107", style: .creditCard, opening: -48_210,
            [(10, "AMAZON.CO.UK LONDON", -3_699), (27, "PAYMENT RECEIVED - THANK YOU", 48_210)])
        let imported = try tool(["import", "--no-remote", current, savings, card])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
    }

    @Test func pairsAreLeftOutOfSpendingAndIncomeAndTheLoneLegIsFlagged() throws {
        try importThree()
        let listed = try tool(["review", "--pairs"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("2 transfer pairs, 1 flagged"), "\(listed.stdout)")
        #expect(listed.stdout.contains("names the other account") && listed.stdout.contains("card bill"), "\(listed.stdout)")

        let rows = try #require(try json(["transactions", "--format", "json"]) as? [[String: Any]])
        let pairedIDs = Set(
            listed.stdout.split(separator: "\n").filter { $0.contains(" → ") }.flatMap { line in
                line.split(separator: " ").prefix(3).filter { $0 != "→" }.map(String.init)
            })
        #expect(pairedIDs.count == 4, "\(listed.stdout)")
        func paired(_ row: [String: Any]) -> Bool { pairedIDs.contains { (row["id"] as? String ?? "").hasPrefix($0) } }
        var moneyOut: Int64 = 0, moneyIn: Int64 = 0
        for row in rows where !paired(row) && row["category"] as? String != "transfers" {
            let minor = (row["amount_minor"] as? NSNumber)?.int64Value ?? 0
            if minor < 0 { moneyOut -= minor } else { moneyIn += minor }
        }
        let report = try #require(try json(["report", "--format", "json"]) as? [String: Any])
        let section = try #require((report["currencies"] as? [[String: Any]])?.first)
        let total = try #require(section["total"] as? [String: Any])
        #expect((total["money_out_minor"] as? NSNumber)?.int64Value == moneyOut)
        #expect((total["money_in_minor"] as? NSNumber)?.int64Value == moneyIn)
        // Spending is the shop and the card's purchase, plus the lone 30.00 unless its rule called it a transfer.
        #expect([4_590 + 3_699, 4_590 + 3_699 + 3_000].contains(moneyOut), "\(moneyOut)")
        let transferTotal = try #require(section["transfer_total"] as? [String: Any])
        #expect(((transferTotal["money_out_minor"] as? NSNumber)?.int64Value ?? 0) >= 12_000 + 48_210)

        // The page draws the same figures: the card's bill shows among the transfers, never before them.
        let page = directory.appendingPathComponent("report.html")
        let drawn = try tool(["report", "--html", page.path])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        let parts = html.components(separatedBy: "Transfers between your own accounts, GBP")
        #expect(parts.count == 2 && !parts[0].contains("482.10") && parts[1].contains("482.10"), "\(html.count)")

        let check = try tool(["check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("30.00 GBP left …5678 on 20 Mar 2025, not seen arriving at …4417"), "\(check.stdout)")
    }

    @Test func reviewPairsUnpairsAndConfirmsAndThePersonsWordStands() throws {
        try importThree()
        let rows = try #require(try json(["transactions", "--format", "json"]) as? [[String: Any]])
        func id(_ description: String, _ minor: Int64) throws -> String {
            try #require(
                rows.first { $0["description"] as? String == description && ($0["amount_minor"] as? NSNumber)?.int64Value == minor }?["id"]
                    as? String)
        }
        let payment = try id("NORTHWIND CREDIT CARD PAYMENT", -48_210)
        let unpaired = try tool(["review", "--unpair", payment])
        #expect(unpaired.status == 0 && unpaired.stdout.contains("no longer paired"), "\(unpaired.stdout)\(unpaired.stderr)")
        let again = try tool(["review", "--find-pairs", "--pairs"])
        #expect(again.stdout.contains("0 transfer pairs found") && again.stdout.contains("1 transfer pair,"), "\(again.stdout)")

        let lone = try id("TRANSFER TO 87654417", -3_000)
        let interest = try id("INTEREST PAID", 120)
        let refused = try tool(["review", "--pair", "\(lone)=\(payment)"])
        #expect(refused.status != 0 && refused.stderr.contains("not money out of one account and into another"), "\(refused.stderr)")
        // The person knows better than the amounts: the interest was where the 30.00 went.
        let pairedByHand = try tool(["review", "--pair", "\(lone)=\(interest)", "--confirm-pair", try id("TRANSFER TO 87654417", -12_000)])
        #expect(pairedByHand.status == 0, "\(pairedByHand.stderr)")
        #expect(pairedByHand.stdout.contains("one transfer (paired by you)") && pairedByHand.stdout.contains("transfer pair confirmed"))
        // Two amounts of one currency: stored, and what it does to the report said.
        #expect(pairedByHand.stdout.contains("moves 30.00 GBP out and") && pairedByHand.stdout.contains("1.20 GBP in"), "\(pairedByHand.stdout)")
        let check = try tool(["check"])
        #expect(!check.stdout.contains("not seen arriving"), "\(check.stdout)")
        let listed = try tool(["review", "--pairs"])
        #expect(listed.stdout.contains("2 transfer pairs, 0 flagged"), "\(listed.stdout)")
    }

    @Test func reviewTransfersAsksAboutEachPairAndLoneLegWithKeys() throws {
        try importThree(lateArrival: true)
        // Enter confirms the savings pair, x unpairs the card's bill; the lone 30.00 is offered the
        // late arrival as partner 1: 7 is refused and asked again, 1 pairs them, and the late
        // arrival, flagged too, is not asked about once it is paired.
        let run = try tool(["review", "--transfers"], input: "\nx\n7\n1\n")
        #expect(run.status == 0, "\(run.stderr)")
        let out = run.stdout
        #expect(out.contains("[1/4] transfer pair found (names the other account)"), "\(out)")
        #expect(out.contains("pair (Enter or c confirm · x unpair · s skip · q quit)") && out.contains("transfer pair confirmed"), "\(out)")
        #expect(out.contains("card bill") && out.contains("no longer paired; never paired again by the tool"), "\(out)")
        #expect(out.contains("[3/4] transfer leg without a partner: 30.00 GBP left …5678 on 20 Mar 2025, not seen arriving at …4417"), "\(out)")
        #expect(out.contains("could pair with:\n  1  ") && out.contains("2025-03-28"), "\(out)")
        #expect(out.contains("no suggestion 7: 1-1") && out.contains("one transfer (paired by you)"), "\(out)")
        #expect(!out.contains("[4/4]") && out.contains("3 transfer answers stored; 0 still open"), "\(out)")

        // The answers are stored as the scripted options store them.
        let listed = try tool(["review", "--pairs"])
        #expect(listed.stdout.contains("2 transfer pairs, 0 flagged"), "\(listed.stdout)")
        #expect(listed.stdout.components(separatedBy: "(confirmed)").count == 3, "\(listed.stdout)")
        #expect(!(try tool(["check"]).stdout.contains("not seen arriving")))
        let none = try tool(["review", "--transfers"], input: "")
        #expect(
            none.stdout.contains("No transfer waits for you") && none.stdout.contains("0 transfer answers stored; 0 still open"), "\(none.stdout)")
        let plain = try tool(["review"], input: "")
        #expect(plain.status == 0 && !plain.stdout.contains("review --transfers"), "\(plain.stdout)")
    }

    @Test func reviewTransfersSkipsQuitsAndPairsByID() throws {
        try importThree()
        let rows = try #require(try json(["transactions", "--format", "json"]) as? [[String: Any]])
        let interest = try #require(rows.first { $0["description"] as? String == "INTEREST PAID" }?["id"] as? String)
        // s skips the first pair; q quits: nothing changes and the rest stays open.
        let quit = try tool(["review", "--transfers"], input: "s\nq\n")
        #expect(quit.stdout.contains("→ skipped") && quit.stdout.contains("0 transfer answers stored; 3 still open"), "\(quit.stdout)")
        // The lone 30.00 has no suggestion: an empty answer asks again, a row's id pairs it.
        let byID = try tool(["review", "--transfers"], input: "s\ns\n\n\(interest.prefix(8))\n")
        #expect(byID.stdout.contains("no row of another account moves the same amount back within 31 days"), "\(byID.stdout)")
        #expect(byID.stdout.contains("no partner to suggest: give a row's id"), "\(byID.stdout)")
        #expect(
            byID.stdout.contains("one transfer (paired by you)") && byID.stdout.contains("1 transfer answer stored; 2 still open"), "\(byID.stdout)")
        // An input that ends keeps what was answered.
        let ended = try tool(["review", "--transfers"], input: "x\n")
        #expect(ended.status == 0 && ended.stdout.contains("1 transfer answer stored; 1 still open"), "\(ended.stdout)")
    }

    /// Plain `review` settles categories; the transfer questions waiting meanwhile get one line
    /// naming the command that asks them.
    @Test func plainReviewSaysTransferQuestionsWait() throws {
        try importThree()
        let run = try tool(["review"], input: "q\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("3 transfer questions wait: `statement-import review --transfers`"), "\(run.stdout)")
    }
}
