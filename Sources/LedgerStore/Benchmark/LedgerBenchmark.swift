import Categorisation
import Foundation
import StatementCore
import Toolbox

/// Insert throughput of a statement import through `Ledger` (fingerprints, duplicate and
/// look-alike lookups, categorisation events, statement_rows links, indexes) beside the floor:
/// the same rows inserted raw into an unindexed table with one prepared statement in one transaction.
/// The floor writes each row's parsed data (10 columns) and no fingerprint, link or event: it is
/// the least any store of these rows costs, not a ledger with its bookkeeping taken out.
public enum LedgerBenchmark {
    public struct Report: Sendable, CustomStringConvertible {
        public var rows: Int
        public var ledgerSeconds: Double
        public var rawSeconds: Double
        /// CPU seconds of the same two steps: on a shared machine they move less with the load.
        public var ledgerCPUSeconds: Double = 0
        public var rawCPUSeconds: Double = 0
        public var ledgerRowsPerSecond: Double { Double(rows) / ledgerSeconds }
        public var rawRowsPerSecond: Double { Double(rows) / rawSeconds }

        public var description: String {
            func rate(_ value: Double) -> String { String(Int(value.rounded())) }
            return """
                ledger import: \(rows) rows in \(String(format: "%.3f", ledgerSeconds)) s = \(rate(ledgerRowsPerSecond)) rows/s
                raw sqlite:    \(rows) rows in \(String(format: "%.3f", rawSeconds)) s = \(rate(rawRowsPerSecond)) rows/s
                ledger / raw:  \(String(format: "%.1f", rawSeconds > 0 ? ledgerSeconds / rawSeconds : 0))x the raw time
                CPU seconds:   ledger \(String(format: "%.3f", ledgerCPUSeconds)), raw \(String(format: "%.3f", rawCPUSeconds)) = \(String(format: "%.1f", rawCPUSeconds > 0 ? ledgerCPUSeconds / rawCPUSeconds : 0))x; ledger at \(Int((100 * (ledgerCPUSeconds > 0 ? rawCPUSeconds / ledgerCPUSeconds : 0)).rounded()))% of the raw rate (one writer, one core)
                """
        }
    }

    /// Runs in a fresh temporary directory, removed afterwards.
    public static func run(rows: Int) throws -> Report {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (statement, suggestions) = generated(rows: rows)

        let ledger = try Ledger(path: directory + "/ledger.sqlite")
        let request = StatementImportRequest(
            statement: statement, fileName: "bench.pdf",
            fileSHA256: SHA256.hexDigest("bench-\(rows)"), toolVersion: "bench",
            suggestions: suggestions)
        let ledgerStart = DispatchTime.now()
        let ledgerCPUStart = threadCPUSeconds()
        let outcome = try ledger.importStatement(request)
        let ledgerCPUSeconds = threadCPUSeconds() - ledgerCPUStart
        let ledgerSeconds = seconds(since: ledgerStart)
        precondition(outcome.inserted == rows, "benchmark rows were not all inserted")

        let raw = try SQLiteDatabase(path: directory + "/raw.sqlite")
        try raw.execute(
            """
            CREATE TABLE rows (id TEXT, date TEXT, description TEXT, raw_text TEXT, amount_minor INTEGER,
                currency TEXT, category_id TEXT, confidence REAL, page INTEGER, line INTEGER)
            """)
        let rawStart = DispatchTime.now()
        let rawCPUStart = threadCPUSeconds()
        try raw.atomically {
            let insert = try raw.prepare("INSERT INTO rows VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            // Ids and date texts made as the ledger makes them: the floor times SQLite, not a UUID generator.
            var ids = AscendingRandomIDs(count: rows)
            var isoDates = ISODates()
            for (index, row) in statement.transactions.enumerated() {
                try insert.run([
                    .text(ids.next()), .text(isoDates.iso(row.date)), .text(row.description),
                    .text(row.rawText), .integer(row.amount.minorUnits), .text(row.amount.currency.code),
                    .text(suggestions[index]?.categoryID), .real(suggestions[index]?.confidence ?? 0),
                    .integer(row.page), .integer(row.line),
                ])
            }
        }
        return Report(
            rows: rows, ledgerSeconds: ledgerSeconds, rawSeconds: seconds(since: rawStart),
            ledgerCPUSeconds: ledgerCPUSeconds, rawCPUSeconds: threadCPUSeconds() - rawCPUStart)
    }

    /// A year of card-like spending: a few merchants repeating, several rows a day, some uncategorised.
    static func generated(rows: Int) -> (Statement, [Suggestion?]) {
        let merchants = [
            ("MERCADONA VALENCIA", "food"), ("CAFE CENTRAL", "restaurants"), ("RENFE VIAJEROS", "transport"),
            ("FARMACIA LOPEZ", "health"), ("AMAZON EU", "shopping"), ("BIZUM RECIBIDO", nil),
        ]
        var transactions: [Transaction] = []
        var suggestions: [Suggestion?] = []
        let firstDay = LocalDate(year: 2024, month: 1, day: 1)!.dayNumber
        for index in 0..<rows {
            let (merchant, category) = merchants[index % merchants.count]
            let amount = Int64(-(100 + (index * 37) % 20_000))
            transactions.append(
                Transaction(
                    date: LocalDate(dayNumber: firstDay + index / 8),
                    description: "\(merchant) \(index % 97)",
                    amount: Money(minorUnits: amount, currency: .eur),
                    page: 1 + index / 40, line: 1 + index % 40))
            suggestions.append(category.map { Suggestion(categoryID: $0, confidence: 0.9, source: .rule, explanation: "bench") })
        }
        let total = transactions.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
        let statement = Statement(
            institution: "Bench Bank", account: "…0001", currency: .eur,
            openingBalance: Money(minorUnits: 0, currency: .eur),
            closingBalance: Money(minorUnits: total, currency: .eur), transactions: transactions,
            verification: Verification(verdict: .verified), pageCount: 1 + rows / 40)
        return (statement, suggestions)
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000_000
    }
}
