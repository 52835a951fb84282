import Foundation
import Testing
@testable import LedgerStore
import StatementCore
import Toolbox

/// A plain account number (no IBAN) names its account only at its bank, so a download that prints
/// it but no bank (a CSV, OFX, QIF or MT940 file) joins the bank's account only when the rows prove
/// it: the same rows over the same days, or a balance carried over. Otherwise the month both hold
/// was stored twice and `check` said ok.
@Suite struct LedgerPlainNumberAcrossFormatsTests {
    let number = "12345678"
    // The download words the rows its own way: the dates and amounts are what it shares with the PDF.
    let printedRows = [
        row("2025-03-02", "CARD PAYMENT TO TESCO STORES 2041", -4_530, line: 8), row("2025-03-14", "DIRECT DEBIT THAMES WATER", -3_200, line: 9),
        row("2025-03-31", "MONTHLY ACCOUNT FEE", -600, line: 10),
    ]
    let downloadedRows = [
        row("2025-03-02", "Tesco Stores", -4_530, line: 2), row("2025-03-14", "Thames Water", -3_200, line: 3),
        row("2025-03-31", "Fee", -600, line: 4),
    ]

    private func printing(
        _ rows: [Transaction], bank: String?, format: StructuredFormat, from start: String = "2025-03-01",
        to end: String = "2025-03-31", opening: Int64 = 100_000
    ) -> Statement {
        var result = statement(rows, opening: opening, from: start, to: end)
        result.institution = bank
        result.account = "…5678"
        result.accountNumber = number
        result.format = format
        return result
    }

    @Test(arguments: testedBackends) func theDownloadOfTheSameDaysJoinsThePDFsAccount(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        #expect(try ledger.importStatement(request(printing(printedRows, bank: "Example Bank", format: .pdf), file: "march.pdf")).inserted == 3)
        let download = try ledger.importStatement(request(printing(downloadedRows, bank: nil, format: .csv), file: "march.csv"))
        #expect(download.inserted == 0 && download.duplicates == 3, "\(download)")
        #expect(try ledger.accounts().count == 1)
        #expect(try count(ledger, "transactions") == 3)
    }

    @Test(arguments: testedBackends) func thePDFAfterTheDownloadTakesOverItsAccount(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(printing(downloadedRows, bank: nil, format: .csv), file: "march.csv"))
        let pdf = try ledger.importStatement(request(printing(printedRows, bank: "Example Bank", format: .pdf), file: "march.pdf"))
        #expect(pdf.inserted == 0, "\(pdf)")
        let accounts = try ledger.accounts()
        #expect(accounts.count == 1 && accounts.first?.institution == "Example Bank", "\(accounts)")
        #expect(try count(ledger, "transactions") == 3)
        // `audit` finds the account the same way.
        let again = printing(printedRows, bank: "Example Bank", format: .pdf)
        #expect(try ledger.auditedAccount(for: again, sha256: SHA256.hexDigest("march.pdf"), section: 0) == accounts.first?.id)
    }

    /// The next month's download, its opening balance the PDF's closing one.
    @Test(arguments: testedBackends) func aBalanceCarriedOverProvesItToo(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        let march = printing(printedRows, bank: "Example Bank", format: .pdf)
        _ = try ledger.importStatement(request(march, file: "march.pdf"))
        let april = [row("2025-04-03", "Tesco", -2_000, line: 2), row("2025-04-20", "Salary", 250_000, line: 3)]
        let opening = try #require(march.closingBalance?.minorUnits)
        _ = try ledger.importStatement(
            request(printing(april, bank: nil, format: .csv, from: "2025-04-01", to: "2025-04-30", opening: opening), file: "april.csv"))
        #expect(try ledger.accounts().count == 1)
        // A balance that does not carry over is another account.
        _ = try ledger.importStatement(
            request(printing(april, bank: nil, format: .ofxSGML, from: "2025-04-01", to: "2025-04-30", opening: opening + 1), file: "april.ofx"))
        #expect(try ledger.accounts().count == 2)
    }

    /// One row only the download holds over the same days: two accounts sharing digits.
    @Test(arguments: testedBackends) func aRowOnlyOneSidePrintsKeepsThemApart(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(printing(Array(printedRows.prefix(2)), bank: "Example Bank", format: .pdf), file: "march.pdf"))
        var rows = Array(downloadedRows.prefix(2))
        rows.append(row("2025-03-20", "Coffee", -350, line: 5))
        let download = try ledger.importStatement(request(printing(rows, bank: nil, format: .csv), file: "march.csv"))
        #expect(download.inserted == 3)
        #expect(try ledger.accounts().count == 2)
    }

    /// Months apart, nothing tells the two apart: they stay two, as a plain number at two banks.
    @Test(arguments: testedBackends) func statementsMonthsApartProveNothing(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(printing(printedRows, bank: "Example Bank", format: .pdf), file: "march.pdf"))
        let june = [row("2025-06-03", "Tesco", -2_000, line: 2), row("2025-06-20", "Salary", 250_000, line: 3)]
        _ = try ledger.importStatement(request(printing(june, bank: nil, format: .csv, from: "2025-06-01", to: "2025-06-30"), file: "june.csv"))
        #expect(try ledger.accounts().count == 2)
    }
}
