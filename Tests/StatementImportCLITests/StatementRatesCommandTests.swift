import Foundation
import StatementPDFWriter
import Testing

/// The rates a card statement prints count: a GBP card with EUR purchases whose lines print the
/// original amount and the rate, reported in euros without a prices file and with one, figures
/// worked by hand; the ledger keeps what was printed; the journals carry it as a cost and check.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class StatementRatesCommandTests: LedgerFolder {
    /// 50.00 EUR at 1.1601 euros a pound is £43.10 on 4 March; 22.00 EUR at 1.1580 is £19.00 on
    /// 10 March; a £20.00 purchase and a £100.00 payment print no rate.
    func importCard() throws {
        let statement = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"],
            accountNumber: "4929 **** **** 3107", currency: "GBP", periodStart: CalendarDate(2025, 3, 1),
            periodEnd: CalendarDate(2025, 3, 31), openingBalance: -10_000,
            entries: [
                StatementEntry(date: CalendarDate(2025, 3, 4), description: ["CAFE DE FLORE PARIS", "EUR 50.00 @ 1.1601"], amount: -4_310),
                StatementEntry(date: CalendarDate(2025, 3, 4), description: ["BOOKSHOP LONDON"], amount: -2_000),
                StatementEntry(
                    date: CalendarDate(2025, 3, 10), description: ["MUSEE DU LOUVRE", "ORIGINAL AMOUNT EUR 22.00 EXCHANGE RATE 1.1580"],
                    amount: -1_900),
                StatementEntry(date: CalendarDate(2025, 3, 27), description: ["PAYMENT RECEIVED - THANK YOU"], amount: 10_000),
            ])
        let url = directory.appendingPathComponent("card.pdf")
        try StatementLayoutRenderer.render(statement, style: .creditCard).write(to: url)
        let imported = try tool(["import", "--no-remote", url.path])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
    }

    /// Every row of the report's one section added up: money out and money in, in minor units.
    func figures(_ arguments: [String]) throws -> (out: Int64, in: Int64, currencies: [String], stderr: String) {
        let result = try tool(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sections = try #require(report["currencies"] as? [[String: Any]])
        var moneyOut: Int64 = 0, moneyIn: Int64 = 0
        for section in sections {
            for key in ["total", "transfer_total"] {
                let total = section[key] as? [String: Any] ?? [:]
                moneyOut += (total["money_out_minor"] as? NSNumber)?.int64Value ?? 0
                moneyIn += (total["money_in_minor"] as? NSNumber)?.int64Value ?? 0
            }
        }
        return (moneyOut, moneyIn, sections.compactMap { $0["currency"] as? String }, result.stderr)
    }

    @Test func theCardsOwnRatesConvertItWithoutAPricesFile() throws {
        try importCard()
        let rows = try #require(try json(["transactions", "--format", "json"]) as? [[String: Any]])
        #expect(rows.count == 4)
        // By hand, in euro cents: the two purchases printed in euros are exactly those euros; the
        // £20.00 of 4 March at that day's printed 1.1601 is 23.202, 23.20; the £100.00 of 27
        // March at the latest printed rate, 10 March's 1.1580, is 115.80.
        let converted = try figures(["report", "--in", "EUR", "--format", "json"])
        #expect(converted.currencies == ["EUR"], "\(converted.stderr)")
        #expect(!converted.stderr.contains("No rate for"), "\(converted.stderr)")
        #expect(converted.out == 5_000 + 2_320 + 2_200 && converted.in == 11_580, "\(converted)")
        let conversion = try #require(try json(["report", "--in", "EUR", "--format", "json"]) as? [String: Any])["conversion"] as? [String: Any]
        #expect(conversion?["statement_rate_count"] as? Int == 2 && conversion?["rate_count"] as? Int == 0, "\(conversion ?? [:])")
        // Without --in nothing is converted: the card's pounds as printed.
        let plain = try figures(["report", "--format", "json"])
        #expect(plain.currencies == ["GBP"] && plain.out == 4_310 + 2_000 + 1_900 && plain.in == 10_000)
    }

    @Test func thePersonsPricesFileWinsOnTheSameDay() throws {
        try importCard()
        let config = directory.appendingPathComponent("config/statement-import")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("P 2025-03-04 GBP 1.1700 EUR\nP 2025-03-20 GBP 1.1500 EUR\n".utf8).write(to: config.appendingPathComponent("prices.journal"))
        try Data("[report]\nprices = prices.journal\n".utf8).write(to: config.appendingPathComponent("config"))
        // £20.00 at the file's 1.1700 (the card's 1.1601 of that day gives way) is 23.40; £100.00
        // at the file's 1.1500 of 20 March is 115.00; the euros printed stay exactly 50.00 and 22.00.
        let converted = try figures(["report", "--in", "EUR", "--format", "json"])
        #expect(converted.currencies == ["EUR"], "\(converted.stderr)")
        #expect(converted.out == 5_000 + 2_340 + 2_200 && converted.in == 11_500, "\(converted)")
        // The journals carry the same history: the file's rate of 4 March, the card's of 10 March.
        let hledger = try tool(["export", "--format", "hledger"]).stdout
        #expect(hledger.contains("P 2025-03-04 GBP 1.1700 EUR") && !hledger.contains("1.1601 EUR"), "\(hledger)")
        #expect(hledger.contains("P 2025-03-10 GBP 1.1580 EUR  ; from statement\n"), "\(hledger)")
    }

    @Test func theLedgerKeepsWhatWasPrintedAndTheJournalsCheck() throws {
        try importCard()
        let rows = try #require(try json(["transactions", "--format", "json"]) as? [[String: Any]])
        let originals = rows.compactMap { $0["original"] as? [String: Any] }.map { original in
            "\(original["amount_minor"] as? NSNumber ?? 0) \(original["currency"] as? String ?? "") \(original["rate"] as? String ?? "nil")"
        }
        #expect(originals.sorted() == ["-2200 EUR 1.1580", "-5000 EUR 1.1601"], "\(rows)")
        let hledger = try tool(["export", "--format", "hledger"])
        #expect(hledger.stdout.contains("  -50.00 EUR @@ 43.10 GBP") == false)
        #expect(hledger.stdout.contains("  50.00 EUR @@ 43.10 GBP\n"), "\(hledger.stdout)")
        #expect(hledger.stdout.contains("commodity EUR\n"))
        let beancount = try tool(["export", "--format", "beancount"])
        #expect(beancount.stdout.contains("  22.00 EUR @@ 19.00 GBP\n"), "\(beancount.stdout)")
        // The rates printed become the journals' own price history, one per day.
        #expect(hledger.stdout.contains("P 2025-03-04 GBP 1.1601 EUR  ; from statement\n"), "\(hledger.stdout)")
        #expect(hledger.stdout.components(separatedBy: "\nP 2025-03-").count == 3, "\(hledger.stdout)")
        #expect(beancount.stdout.contains("2025-03-10 price GBP 1.1580 EUR  ; from statement\n"), "\(beancount.stdout)")
        if let checker = JournalCheckers.tool("hledger") {
            #expect(try JournalCheckers.check(checker, ["-f", "FILE", "check", "--strict"], hledger.stdout, in: directory) == nil)
        } else {
            print("skipped: hledger is not installed (apt-get install hledger)")
        }
        if let checker = JournalCheckers.tool("bean-check") {
            #expect(try JournalCheckers.check(checker, ["FILE"], beancount.stdout, in: directory) == nil)
        } else {
            print("skipped: bean-check is not installed (pip install beancount)")
        }
    }
}
