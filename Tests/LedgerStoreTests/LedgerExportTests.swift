import Categorisation
import Foundation
import Testing
@testable import LedgerStore
import StatementCore

@Suite struct LedgerExportTests {
    static func exampleLedger(in directory: TemporaryDirectory, on backend: LedgerBackend = .sqlite) throws -> Ledger {
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        try ledger.addUserCategory(id: "coffee", kind: .expense, nameEnglish: "Coffee", parent: "restaurants")
        let rows = [
            row("2025-03-02", "Mercadona; \"Valencia\"", -4_530), row("2025-03-10", "NÓMINA ACME", 250_000),
            row("2025-03-20", "Café Central", -250), row("2025-03-21", "Bizum, amigo", 1_500),
        ]
        let suggestions: [Suggestion?] = [
            Suggestion(categoryID: "food", confidence: 0.9, source: .rule, explanation: "r", payee: "Mercadona"),
            Suggestion(categoryID: "salary", confidence: 0.9, source: .rule, explanation: "r"),
            Suggestion(categoryID: "coffee", confidence: 0.9, source: .learned, explanation: "m"), nil,
        ]
        _ = try ledger.importStatement(request(statement(rows), file: "m.pdf", suggestions: suggestions))
        var card = statement([row("2025-03-05", "Amazon", -2_999)], opening: 0)
        card.kind = .card
        card.account = "…9876"
        _ = try ledger.importStatement(request(card, file: "card.pdf"))
        return ledger
    }

    @Test(arguments: testedBackends) func journalsNameAccountsAndCategories(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Self.exampleLedger(in: directory, on: backend)
        let journal = try ledger.export(.hledger)
        #expect(journal.contains("    Assets:Bank:BancoEjemplo:1234  -45.30 EUR"))
        #expect(journal.contains("    Expenses:Food  45.30 EUR"))
        #expect(journal.contains("Expenses:Restaurants:Coffee  2.50 EUR"))
        #expect(journal.contains("Income:Uncategorised  -15.00 EUR"))
        #expect(journal.contains("Liabilities:Card:BancoEjemplo:9876  -29.99 EUR"))
        let beancount = try ledger.export(.beancount)
        #expect(beancount.contains("2025-03-01 open Assets:Bank:BancoEjemplo:1234"))
        #expect(beancount.contains("\"Mercadona\" \"Mercadona, \\\"Valencia\\\"\""))
        let csv = try ledger.export(.csv)
        #expect(csv.split(separator: "\r\n").count == 6)
        #expect(csv.contains("\"Mercadona; \"\"Valencia\"\"\""))
        let json = try JSONSerialization.jsonObject(with: Data(try ledger.export(.json).utf8)) as? [[String: Any]]
        #expect(json?.count == 5)
        #expect(json?.first?["amount"] as? String == "-45.30")
    }

    static func tool(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
        return paths.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test(.enabled(if: tool("hledger") != nil)) func hledgerAcceptsTheJournal() throws {
        let directory = try TemporaryDirectory()
        let file = directory.path + "/ledger.journal"
        try Self.exampleLedger(in: directory).export(.hledger).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Self.run(Self.tool("hledger")!, ["-f", file, "print"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: tool("bean-check") != nil)) func beanCheckAcceptsTheFile() throws {
        let directory = try TemporaryDirectory()
        let file = directory.path + "/ledger.beancount"
        try Self.exampleLedger(in: directory).export(.beancount).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Self.run(Self.tool("bean-check")!, [file])
        #expect(result.status == 0, "\(result.output)")
    }
}
