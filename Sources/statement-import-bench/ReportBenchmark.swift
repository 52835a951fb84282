import Foundation
import LedgerStore
import StatementCore
import StatementImport
import Toolbox

/// `report [--rows N]`: `report` and `recurring` over a ledger of N rows spread over two years
/// (groceries of every size, monthly subscriptions, a salary, transfers) with four budgets on, fastest of three runs,
/// wall and CPU seconds.
func reportBenchmark(_ options: [String]) throws {
    let rows = positiveIntegerOption("--rows", in: options, default: 50_000, usage: "report [--rows N]")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-bench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let ledger = try Ledger(path: directory + "/ledger.sqlite")
    _ = try ledger.importStatement(
        StatementImportRequest(
            statement: reportBenchmarkStatement(rows: rows), fileName: "bench.pdf",
            fileSHA256: SHA256.hexDigest("report-bench-\(rows)"), toolVersion: "bench",
            suggestions: []))
    // Budgets on: one per cadence, found from the bench's last day, whose month holds rows.
    let lastDay = LocalDate(year: 2025, month: 12, day: 30) ?? LocalDate(dayNumber: 0)
    for (category, cadence) in [("food", "week"), ("shopping", "fortnight"), ("bills", "month"), ("other", "year")] {
        try ledger.setBudget(
            StoredBudget(
                categoryID: category, limit: Money(minorUnits: 50_000, currency: .eur), cadence: cadence, startsOn: lastDay.adding(days: -400)))
    }
    var use = ReportLedger(ledger: LedgerAccess(path: directory + "/ledger.sqlite"))
    use.budgetClock = .fixed(lastDay)
    for (name, work) in [("report", { _ = try use.report(ReportRequest()) }), ("recurring", { _ = try use.recurring(ReportRequest()) })]
        as [(String, () throws -> Void)]
    {
        let cpuStart = processCPUSeconds()
        let (_, seconds) = try fastestOf(3, work)
        let cpu = (processCPUSeconds() - cpuStart) / 3
        print(
            "\(name.padding(toLength: 9, withPad: " ", startingAt: 0)) \(rows) rows: \(String(format: "%.3f", seconds)) s wall (fastest of 3), "
                + "\(String(format: "%.3f", cpu)) s CPU (mean) = \(Int((Double(rows) / seconds).rounded())) rows/s")
    }
}

/// Two years of rows, several a day: most are shopping of every size at a few dozen merchants, and
/// every month brings a salary, rent, a transfer to savings and a handful of subscriptions.
func reportBenchmarkStatement(rows: Int) -> Statement {
    let firstDay = LocalDate(year: 2024, month: 1, day: 1)?.dayNumber ?? 0
    let spanDays = 730
    var transactions: [Transaction] = []
    var monthly = 0
    for index in 0..<rows {
        let day = LocalDate(dayNumber: firstDay + index * spanDays / max(rows, 1))
        let description: String, amount: Int64
        if day.day == 1 && monthly < (day.year - 2024) * 12 + day.month {
            monthly += 1
            transactions += [
                ("SALARY FROM CONTOSO LTD", 287_542), ("STANDING ORDER RENT", -95_000), ("TRANSFER TO SAVINGS", -20_000),
                ("CARD PAYMENT TO NETFLIX.COM", -1_299), ("DIRECT DEBIT TO PUREGYM LTD", -2_499),
            ].enumerated().map { offset, item in
                Transaction(date: day, description: item.0, amount: Money(minorUnits: Int64(item.1), currency: .eur), page: 1, line: offset + 1)
            }
        }
        description = "CARD PAYMENT TO SHOP \(index % 40) STORE \(index % 7)"
        amount = -Int64(100 + (index * 37) % 20_000)
        transactions.append(
            Transaction(
                date: day, description: description, amount: Money(minorUnits: amount, currency: .eur),
                page: 1 + index / 40, line: 1 + index % 40))
    }
    let total = transactions.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
    return Statement(
        institution: "Bench Bank", account: "…0002", currency: .eur, openingBalance: Money(minorUnits: 0, currency: .eur),
        closingBalance: Money(minorUnits: total, currency: .eur), transactions: transactions,
        verification: Verification(verdict: .verified), pageCount: 1 + rows / 40)
}
