import Foundation
import LedgerStore
import StatementPDFWriter
import Testing

/// A transfer between two of the person's accounts in an hledger journal: one transaction
/// between the two asset accounts, whatever category each leg carries (the person's own transfer
/// category on one, the shipped `transfers` on the other, none), each leg's category kept as a
/// tag. It used to post each leg against its category's account, so a person's own transfer
/// category and `transfers` were two clearing accounts that never came back to zero.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class JournalTransferTests: LedgerFolder {
    let holder = ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"]

    func draw(_ name: String, number: String, month: Int, opening: Int64, _ entries: [(Int, String, Int64)]) throws -> String {
        let statement = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA", accountHolder: holder,
            accountNumber: number, currency: "GBP", periodStart: CalendarDate(2025, month, 1),
            periodEnd: CalendarDate(2025, month, month == 4 ? 30 : 31), openingBalance: opening,
            entries: entries.map { StatementEntry(date: CalendarDate(2025, month, $0.0), description: [$0.1], amount: $0.2) })
        let url = directory.appendingPathComponent(name)
        try StatementLayoutRenderer.render(statement, style: .ukCurrentAccount).write(to: url)
        return url.path
    }

    /// Current …5678 sends 120.00 to savings …4417 on 3 March (arriving the 4th) and 60.00 on 31
    /// March, which arrives on 1 April, on savings' next statement.
    func importStatements() throws {
        let current = try draw(
            "current.pdf", number: "12345678", month: 3, opening: 100_000,
            [
                (1, "SALARY CONTOSO LTD", 250_000), (3, "TRANSFER TO 87654417", -12_000), (5, "TESCO STORES 2041", -4_590),
                (31, "TRANSFER TO 87654417", -6_000),
            ])
        let march = try draw(
            "savings-march.pdf", number: "87654417", month: 3, opening: 500_000,
            [(4, "TRANSFER FROM 12345678", 12_000), (15, "INTEREST PAID", 120)])
        let april = try draw(
            "savings-april.pdf", number: "87654417", month: 4, opening: 512_120,
            [(1, "TRANSFER FROM 12345678", 6_000), (15, "INTEREST PAID", 130)])
        let imported = try tool(["import", "--no-remote", current, march, april])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let pairs = try tool(["review", "--pairs"])
        #expect(pairs.stdout.contains("2 transfer pairs, 0 flagged"), "\(pairs.stdout)")
    }

    func id(_ description: String, _ minor: Int64) throws -> String {
        let rows = try #require(try json(["transactions", "--format", "json"]) as? [[String: Any]])
        return try #require(
            rows.first { $0["description"] as? String == description && ($0["amount_minor"] as? NSNumber)?.int64Value == minor }?["id"]
                as? String)
    }

    /// The journal's balance of each account, by name, as hledger works it out.
    func balances(_ journal: String, hledger: String) throws -> [String: String] {
        let said = try JournalCheckers.run(
            hledger, ["-f", "FILE", "balance", "--flat", "--no-total", "--empty", "-O", "csv"], journal, in: directory)
        #expect(said.status == 0, "\(said.output)")
        var found: [String: String] = [:]
        for line in said.output.split(whereSeparator: \.isNewline).dropFirst() {
            let cells = line.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            if cells.count == 2 { found[cells[0]] = cells[1] }
        }
        return found
    }

    /// Each account's balance as the ledger holds it: the last statement's closing balance, which
    /// is also the first opening plus every row.
    func ledgerBalances() throws -> [String: String] {
        let stored = try Ledger(path: ledger, mode: .reading)
        let rows = try stored.transactions()
        var balances: [String: String] = [:]
        for account in try stored.accounts() {
            let statements = try stored.statements().filter { $0.accountID == account.id }.sorted { $0.id < $1.id }
            let closing = try #require(statements.last?.closingBalance)
            let opening = try #require(statements.first?.openingBalance)
            let summed = rows.filter { $0.accountID == account.id && !$0.duplicate }.reduce(opening.minorUnits) { $0 + $1.amount.minorUnits }
            #expect(summed == closing.minorUnits, "account \(account.maskedNumber)")
            balances[String(account.maskedNumber.suffix(4))] = "\(closing.decimalString) \(closing.currency.code)"
        }
        return balances
    }

    @Test func aPairWithThePersonsOwnTransferCategoryIsOneTransactionBetweenTheTwoAccounts() throws {
        try importStatements()
        #expect(try tool(["categories", "add", "savings", "Savings moves", "--kind", "transfer"]).status == 0)
        let out = try id("TRANSFER TO 87654417", -12_000)
        #expect(try tool(["review", "--set", "\(out)=savings"]).status == 0)
        let exported = try tool(["export", "--format", "ledger"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let journal = exported.stdout
        // No leg posts to a clearing account: each pair is one transaction between the two banks.
        #expect(!journal.contains("    Assets:Savings  ") && !journal.contains("    Assets:Transfers  "), "\(journal)")
        #expect(journal.components(separatedBy: "TRANSFER TO 87654417 → TRANSFER FROM 12345678").count - 1 == 2, "\(journal)")
        #expect(journal.contains("category:savings") && journal.contains("category:transfers"), "\(journal)")
        // The leg arriving a day later keeps its own day, so savings' statements still assert true.
        #expect(journal.contains("2025-03-03 TRANSFER TO 87654417") && journal.contains("date:2025-03-04"), "\(journal)")
        #expect(journal.contains("2025-03-31 TRANSFER TO 87654417") && journal.contains("date:2025-04-01"), "\(journal)")
        guard let hledger = JournalCheckers.tool("hledger") else {
            print("skipped: hledger is not installed (apt-get install hledger)")
            return
        }
        let strict = try JournalCheckers.check(hledger, ["-f", "FILE", "check", "--strict"], journal, in: directory)
        #expect(strict == nil, "\(strict ?? "")")
        let byJournal = try balances(journal, hledger: hledger)
        for (lastFour, balance) in try ledgerBalances() {
            let account = byJournal.first { $0.key.hasPrefix("Assets:Bank:") && $0.key.hasSuffix(":" + lastFour) }
            #expect(account?.value == balance, "\(lastFour): \(byJournal)")
        }
        #expect(byJournal.keys.allSatisfy { !$0.hasPrefix("Assets:") || $0.hasPrefix("Assets:Bank:") }, "\(byJournal)")
        // The category stays where hledger users look for it: a tag query finds the leg.
        let tagged = try JournalCheckers.run(hledger, ["-f", "FILE", "register", "tag:category=savings"], journal, in: directory)
        #expect(tagged.output.contains("-120.00 GBP") && !tagged.output.contains("60.00"), "\(tagged.output)")

        // Split at the month's end and put back together: the pair of 31 March is in March's part
        // only, and the whole still checks.
        let march = try tool(["export", "--format", "ledger", "--until", "2025-03-31"]).stdout
        let april = try tool(["export", "--format", "ledger", "--since", "2025-04-01"]).stdout
        #expect(march.contains("date:2025-04-01") && !april.contains("TRANSFER"), "\(april)")
        let joined = try JournalCheckers.check(hledger, ["-f", "FILE", "check", "--strict"], march + april, in: directory)
        #expect(joined == nil, "\(joined ?? "")")
    }

    /// A pair a person made of two amounts of one currency (they know where the difference
    /// went): the difference posts to the outgoing leg's category, so the journal still balances.
    @Test func aPairOfTwoAmountsPostsTheDifferenceToTheOutgoingLegsCategory() throws {
        try importStatements()
        let out = try id("TRANSFER TO 87654417", -6_000)
        let arrival = try id("TRANSFER FROM 12345678", 6_000)
        let interest = try id("INTEREST PAID", 130)
        #expect(try tool(["review", "--unpair", arrival]).status == 0)
        let paired = try tool(["review", "--pair", "\(out)=\(interest)"])
        #expect(paired.status == 0, "\(paired.stdout)\(paired.stderr)")
        let journal = try tool(["export", "--format", "ledger"]).stdout
        #expect(journal.contains("TRANSFER TO 87654417 → INTEREST PAID"), "\(journal)")
        #expect(journal.contains("difference between the two legs"), "\(journal)")
        guard let hledger = JournalCheckers.tool("hledger") else { return }
        let strict = try JournalCheckers.check(hledger, ["-f", "FILE", "check", "--strict"], journal, in: directory)
        #expect(strict == nil, "\(strict ?? "")")
        let byJournal = try balances(journal, hledger: hledger)
        for (lastFour, balance) in try ledgerBalances() {
            #expect(byJournal.first { $0.key.hasSuffix(":" + lastFour) }?.value == balance, "\(lastFour): \(byJournal)")
        }
    }
}
