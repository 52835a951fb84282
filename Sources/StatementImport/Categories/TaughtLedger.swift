import Categorisation
import Foundation
import LedgerStore
import StatementCore
import Toolbox

/// A person's first month, taught the way `review` teaches: the labelled rows are stored in a
/// ledger of their own (a temporary file, removed after), each is settled with its label through
/// `Reviewer`, and the chain is then built on that ledger as every command builds it
/// (`LedgerCategoriser`: the person's rules, what review taught, the shipped rules, the token model).
/// `rules eval FILE --learn FIRST.csv` measures what that teaches about the next rows.
struct TaughtLedger {
    /// How many rows were settled by a person's answer.
    var taught: Int
    var categoriser: LedgerCategoriser

    static func teach(_ rows: [LabelledRow], rules: RuleSet, threshold: Double) throws(AppError) -> TaughtLedger {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("statement-import-learn-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AppError(.configuration, "cannot make a temporary ledger in \(folder.path) (\(error.localizedDescription)): check TMPDIR")
        }
        let access = LedgerAccess(path: folder.appendingPathComponent("taught.sqlite").path)
        try store(rows, in: access)
        let reviewer = try Reviewer(access)
        // Each stored row takes the label of a labelled row printed alike (same text, amount and currency).
        var labels: [String: [String]] = [:]
        for row in rows { labels[key(row.input.description, row.input.amount), default: []].append(row.expectedCategoryID) }
        let stored: [StoredTransaction]
        do {
            stored = try reviewer.ledger.transactions(TransactionFilter(needsReview: true))
        } catch {
            throw LedgerFailure.appError(error, path: access.path, doing: "read")
        }
        var taught = 0
        for row in stored {
            let rowKey = key(row.description, row.amount)
            guard let category = labels[rowKey]?.first else { continue }
            labels[rowKey]?.removeFirst()
            try reviewer.apply(.settle(rowID: row.id, category: category))
            taught += 1
        }
        let ledger = try access.openForReading()
        return TaughtLedger(taught: taught, categoriser: try LedgerCategoriser.load(ledger: ledger, rules: rules, threshold: threshold))
    }

    private static func key(_ description: String, _ amount: Money) -> String {
        "\(amount.currency.code) \(amount.minorUnits) \(description)"
    }

    /// One statement per currency, every row uncategorised (waiting for review, as rows no rule
    /// decided are), one day apart so no two rows look alike.
    private static func store(_ rows: [LabelledRow], in access: LedgerAccess) throws(AppError) {
        let ledger = try access.openForWriting()
        var byCurrency: [String: [LabelledRow]] = [:]
        for row in rows { byCurrency[row.input.amount.currency.code, default: []].append(row) }
        let start = LocalDate(year: 2024, month: 1, day: 1) ?? LocalDate(dayNumber: 0)
        for (number, code) in byCurrency.keys.sorted().enumerated() {
            let group = byCurrency[code] ?? []
            let transactions = group.enumerated().map { index, row in
                Transaction(
                    date: start.adding(days: index), description: row.input.description,
                    amount: row.input.amount, page: 1, line: index + 1)
            }
            let statement = Statement(
                institution: "Taught", account: "…\(String(format: "%04d", number + 1))", currency: Currency(code: code),
                transactions: transactions, accountNumber: "TAUGHT\(code)\(number + 1)")
            do {
                _ = try ledger.importStatements(
                    [
                        StatementImportRequest(
                            statement: statement, fileName: "taught-\(code).csv",
                            fileSHA256: SHA256.hexDigest("taught \(code)"), toolVersion: "rules eval --learn",
                            suggestions: Array(repeating: nil, count: transactions.count))
                    ], options: ImportOptions(acceptUnverified: true))  // taught rows, no statement to prove them
            } catch {
                throw LedgerFailure.appError(error, path: access.path, doing: "write")
            }
        }
    }
}
