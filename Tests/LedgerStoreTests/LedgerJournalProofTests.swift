import Foundation
import Testing
@testable import LedgerStore
import StatementCore

/// Exports that carry their proof, checked by the real tools when they are installed.
@Suite struct LedgerJournalProofTests {
    static func tool(_ names: [String]) -> String? {
        let paths =
            ["/usr/bin", "/usr/local/bin", "/tmp/bc/bin"] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in names {
            for path in paths where FileManager.default.isExecutableFile(atPath: path + "/" + name) { return path + "/" + name }
        }
        return nil
    }

    /// Runs `tool arguments` on `text` written to a file; nil when it passes, else its output.
    static func check(_ tool: String, _ arguments: [String], text: String, in directory: TemporaryDirectory) throws -> String? {
        let file = directory.path + "/journal-\(UUID().uuidString)"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments.map { $0 == "FILE" ? file : $0 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: data, as: UTF8.self)
    }

    /// Two months of one account and a card; two accounts at one bank ending alike.
    static func ledger(in directory: TemporaryDirectory, on backend: LedgerBackend = .sqlite) throws -> Ledger {
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var march = statement([row("2025-03-02", "=HYPERLINK(\"x\")", -4_530), row("2025-03-10", "NÓMINA ACME", 250_000)])
        march.accountNumber = "ES91 2100 0418 4502 0005 1234"
        var april = statement(
            [row("2025-04-03", "Lidl", -700), row("2025-04-04", "+34 Bizum", 1_000)], opening: 345_470,
            from: "2025-04-01", to: "2025-04-30")
        april.accountNumber = march.accountNumber
        var twin = statement([row("2025-03-02", "Mercadona", -4_530)], opening: 10_000)
        twin.accountNumber = "ES12 0049 0001 5000 1111 1234"
        _ = try ledger.importStatement(request(march, file: "march.pdf"))
        _ = try ledger.importStatement(request(april, file: "april.pdf"))
        _ = try ledger.importStatement(request(twin, file: "twin.pdf"))
        return ledger
    }

    @Test(arguments: testedBackends) func journalsOpenEachAccountAndAssertEachClosingBalance(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Self.ledger(in: directory, on: backend)
        let journal = try ledger.export(.hledger)
        #expect(journal.contains("    Assets:Bank:BancoEjemplo:1234-1  0 EUR = 3454.70 EUR"))
        #expect(journal.contains("    Assets:Bank:BancoEjemplo:1234-1  1000.00 EUR"))
        #expect(journal.contains("    Assets:Bank:BancoEjemplo:1234-2  0 EUR = 54.70 EUR"))
        let beancount = try ledger.export(.beancount)
        #expect(beancount.contains("2025-05-01 balance Assets:Bank:BancoEjemplo:1234-1  3457.70 EUR"))
        #expect(beancount.contains("2025-03-01 open Equity:Opening-Balances"))
    }

    @Test(arguments: testedBackends) func hledgerCheckStrictAcceptsWholeAndConcatenatedExports(_ backend: LedgerBackend) throws {
        guard let hledger = Self.tool(["hledger"]) else {
            print("skipped: hledger is not installed (apt-get install hledger)")
            return
        }
        let directory = try TemporaryDirectory()
        let ledger = try Self.ledger(in: directory, on: backend)
        let whole = try ledger.export(.hledger)
        #expect(try Self.check(hledger, ["-f", "FILE", "check", "--strict"], text: whole, in: directory) == nil)
        let split =
            try ledger.export(.hledger, filter: TransactionFilter(until: date("2025-03-31")))
            + ledger.export(.hledger, filter: TransactionFilter(since: date("2025-04-01")))
        #expect(try Self.check(hledger, ["-f", "FILE", "check", "--strict"], text: split, in: directory) == nil)
        // The assertions are real: a wrong closing balance fails the check.
        let broken = whole.replacingOccurrences(of: "= 3454.70 EUR", with: "= 3454.71 EUR")
        #expect(try Self.check(hledger, ["-f", "FILE", "check", "--strict"], text: broken, in: directory) != nil)
    }

    @Test func beanCheckAcceptsWholeAndConcatenatedExports() throws {
        guard let beanCheck = Self.tool(["bean-check"]) else {
            print("skipped: bean-check is not installed (pip install beancount)")
            return
        }
        let directory = try TemporaryDirectory()
        let ledger = try Self.ledger(in: directory)
        let whole = try ledger.export(.beancount)
        #expect(try Self.check(beanCheck, ["FILE"], text: whole, in: directory) == nil)
        let split =
            try ledger.export(.beancount, filter: TransactionFilter(until: date("2025-03-31")))
            + ledger.export(.beancount, filter: TransactionFilter(since: date("2025-04-01")))
        #expect(try Self.check(beanCheck, ["FILE"], text: split, in: directory) == nil)
        let bare = try ledger.export(.beancount, declarations: false)
        #expect(!bare.contains(" open "))
    }

    /// Two monthly downloads, each running from its first row to its last: days without rows
    /// between them, but June opens where May closed.
    static func carriedOver(in directory: TemporaryDirectory, juneOpening: Int64) throws -> Ledger {
        let ledger = try Ledger(path: directory.ledgerPath)
        let may = statement(
            [row("2025-05-02", "Tesco", -2_350), row("2025-05-20", "Salary", 10_000)], opening: 100_000,
            from: "2025-05-02", to: "2025-05-20")
        let june = statement(
            [row("2025-06-03", "Tesco", -1_000), row("2025-06-10", "Tesco", -1_000, line: 2)], opening: juneOpening,
            from: "2025-06-03", to: "2025-06-10")
        _ = try ledger.importStatement(request(may, file: "may.csv"))
        _ = try ledger.importStatement(request(june, file: "june.csv"))
        return ledger
    }

    @Test func daysWithoutRowsWhoseBalancesCarryOverNeedNoPad() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Self.carriedOver(in: directory, juneOpening: 107_650)
        let beancount = try ledger.export(.beancount)
        #expect(!beancount.contains(" pad "), "\(beancount)")
        #expect(!beancount.contains("Equity:Unreconciled"))
        let journal = try ledger.export(.hledger)
        #expect(!journal.contains("Equity:Unreconciled"), "\(journal)")
        if let beanCheck = Self.tool(["bean-check"]) {
            #expect(try Self.check(beanCheck, ["FILE"], text: beancount, in: directory) == nil)
        }
        if let hledger = Self.tool(["hledger"]) {
            #expect(try Self.check(hledger, ["-f", "FILE", "check", "--strict"], text: journal, in: directory) == nil)
        }
    }

    @Test func daysWithoutRowsWhoseBalancesDoNotCarryOverArePadded() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Self.carriedOver(in: directory, juneOpening: 100_000)
        let beancount = try ledger.export(.beancount)
        #expect(beancount.contains("2025-05-21 pad Assets:Bank:BancoEjemplo:1234 Equity:Unreconciled"), "\(beancount)")
        #expect(beancount.contains("2025-06-03 balance Assets:Bank:BancoEjemplo:1234  1000.00 EUR"))
        #expect(try ledger.export(.hledger).contains("    Assets:Bank:BancoEjemplo:1234  = 1000.00 EUR\n    Equity:Unreconciled\n"))
        if let beanCheck = Self.tool(["bean-check"]) {
            #expect(try Self.check(beanCheck, ["FILE"], text: beancount, in: directory) == nil)
        }
    }

    /// Three months of one account: a payment in dollars in April and in May, and a person's rate
    /// in May naming the euro that March already used.
    @Test func splitExportsDeclareEachCommodityOnceSoTheyConcatenate() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        var april = row("2025-04-03", "CAFE NEW YORK USD 12.50", -1_154)
        april.foreign = ForeignAmount(original: Money(minorUnits: -1_250, currency: .usd), rate: DecimalRate("1.0832"))
        var may = row("2025-05-06", "SHOP BOSTON USD 5.00", -462)
        may.foreign = ForeignAmount(original: Money(minorUnits: -500, currency: .usd), rate: DecimalRate("1.0822"))
        let months = [
            statement([row("2025-03-02", "Lidl", -4_530)], opening: 100_000),
            statement([april], opening: 95_470, from: "2025-04-01", to: "2025-04-30"),
            statement([may], opening: 94_316, from: "2025-05-01", to: "2025-05-31"),
        ]
        for (index, month) in months.enumerated() { _ = try ledger.importStatement(request(month, file: "month\(index).pdf")) }
        let rate = try #require(DecimalRate("1.0811"))
        let prices = [ExchangeRate(date: date("2025-05-10"), from: .eur, to: .usd, rate: rate, source: "prices")]
        let slices = [
            TransactionFilter(until: date("2025-03-31")), TransactionFilter(since: date("2025-04-01"), until: date("2025-04-30")),
            TransactionFilter(since: date("2025-05-01")),
        ]
        for format in [ExportFormat.beancount, .hledger] {
            let whole = try ledger.export(format, prices: prices)
            let split = try slices.map { try ledger.export(format, filter: $0, prices: prices) }.joined()
            for code in ["EUR", "USD"] {
                let declarations = split.split(separator: "\n").filter { $0.hasSuffix("commodity \(code)") }
                #expect(declarations.count == 1, "\(format) \(code): \(split)")
                #expect(whole.split(separator: "\n").filter { $0.hasSuffix("commodity \(code)") } == declarations)
            }
        }
        if let beanCheck = Self.tool(["bean-check"]) {
            let split = try slices.map { try ledger.export(.beancount, filter: $0, prices: prices) }.joined()
            #expect(try Self.check(beanCheck, ["FILE"], text: split, in: directory) == nil)
        }
        if let hledger = Self.tool(["hledger"]) {
            let split = try slices.map { try ledger.export(.hledger, filter: $0, prices: prices) }.joined()
            #expect(try Self.check(hledger, ["-f", "FILE", "check", "--strict"], text: split, in: directory) == nil)
        }
    }

    @Test(arguments: testedBackends) func csvTextCannotRunAsAFormulaAndAmountsStayNumbers(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let csv = try Self.ledger(in: directory, on: backend).export(.csv)
        #expect(csv.contains("\"'=HYPERLINK(\"\"x\"\")\""))
        #expect(csv.contains(",'+34 Bizum,"))
        #expect(csv.contains(",-45.30,-4530,EUR,"))
    }
}
