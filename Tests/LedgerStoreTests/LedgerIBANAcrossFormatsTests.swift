import Foundation
import Testing
@testable import LedgerStore
import StatementCore
import Toolbox

/// An IBAN names one account in the world: a download that prints it but not its bank's name (a
/// CSV, CAMT or MT940 file) and the bank's PDF printing it are one account, whichever comes first,
/// so the month both hold is stored once.
@Suite struct LedgerIBANAcrossFormatsTests {
    private func printing(_ number: String, bank: String?, format: StructuredFormat, rows: [Transaction]) -> Statement {
        var result = statement(rows)
        result.institution = bank
        result.account = "…1332"
        result.accountNumber = number
        result.format = format
        return result
    }

    let rows = [row("2025-03-02", "Mercadona Valencia", -4_530, line: 8), row("2025-03-31", "Comision mantenimiento", -600, line: 9)]
    let iban = "ES91 2100 0418 4502 0005 1332"

    @Test(arguments: testedBackends) func theDownloadAfterThePDFJoinsItsAccount(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        #expect(try ledger.importStatement(request(printing(iban, bank: "Banco Ejemplo", format: .pdf, rows: rows), file: "march.pdf")).inserted == 2)
        let download = try ledger.importStatement(request(printing(iban, bank: nil, format: .csv, rows: rows), file: "march.csv"))
        #expect(download.inserted == 0, "\(download)")
        #expect(try ledger.accounts().count == 1)
        #expect(try count(ledger, "transactions") == 2)
    }

    @Test(arguments: testedBackends) func thePDFAfterTheDownloadTakesOverItsAccount(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        #expect(try ledger.importStatement(request(printing(iban, bank: nil, format: .csv, rows: rows), file: "march.csv")).inserted == 2)
        let pdf = try ledger.importStatement(request(printing(iban, bank: "Banco Ejemplo", format: .pdf, rows: rows), file: "march.pdf"))
        #expect(pdf.inserted == 0, "\(pdf)")
        let accounts = try ledger.accounts()
        #expect(accounts.count == 1)
        #expect(accounts.first?.institution == "Banco Ejemplo")
        #expect(try count(ledger, "transactions") == 2)
    }

    /// `audit` finds the account the same way, creating nothing: the PDF against the download's rows.
    @Test(arguments: testedBackends) func theAuditOfThePDFFindsTheDownloadsAccount(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(printing(iban, bank: nil, format: .csv, rows: rows), file: "march.csv"))
        let pdf = printing(iban, bank: "Banco Ejemplo", format: .pdf, rows: rows)
        let found = try ledger.auditedAccount(for: pdf, sha256: SHA256.hexDigest("march.pdf"), section: 0)
        #expect(found == (try ledger.accounts().first?.id))
        #expect(found != nil)
    }

    /// A German account's MT940 file gives its bank code and number (`:25:37040044/0532013000`),
    /// its CAMT file and PDF its IBAN, which is made of them: one account, whichever comes first.
    @Test(arguments: testedBackends) func aGermanBankCodeAndNumberAreTheirIBAN(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var mt940 = printing("37040044/0532013000", bank: nil, format: .mt940, rows: rows)
        mt940.bankCode = "37040044"
        #expect(try ledger.importStatement(request(mt940, file: "march.sta")).inserted == 2)
        let camt = try ledger.importStatement(request(printing("DE89370400440532013000", bank: nil, format: .camt053, rows: rows), file: "march.xml"))
        #expect(camt.inserted == 0, "\(camt)")
        let pdf = try ledger.importStatement(
            request(printing("DE89 3704 0044 0532 0130 00", bank: "Beispielbank", format: .pdf, rows: rows), file: "march.pdf"))
        #expect(pdf.inserted == 0, "\(pdf)")
        // The next month's MT940 still finds it, now that it carries the bank's name.
        var april = printing("37040044/532013000", bank: nil, format: .mt940, rows: [row("2025-04-02", "Miete", -90_000)])
        april.bankCode = "37040044"
        april.period = DateRange(start: date("2025-04-01"), end: date("2025-04-30"))
        #expect(try ledger.importStatement(request(april, file: "april.sta")).inserted == 1)
        #expect(try ledger.accounts().count == 1)
        #expect(try count(ledger, "transactions") == 3)
    }

    @Test(arguments: testedBackends) func theMT940FileAfterTheCAMTFileJoinsItsAccount(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(printing("DE89370400440532013000", bank: nil, format: .camt053, rows: rows), file: "march.xml"))
        var mt940 = printing("37040044/0532013000", bank: nil, format: .mt940, rows: rows)
        mt940.bankCode = "37040044"
        #expect(try ledger.importStatement(request(mt940, file: "march.sta")).inserted == 0)
        #expect(try ledger.accounts().count == 1)
    }

    @Test func aGermanIBANIsMadeOfItsBankCodeAndNumber() {
        #expect(AccountNumberForms.germanIBAN(code: "37040044", account: "532013000") == "DE89370400440532013000")
        #expect(AccountNumberForms.germanParts("DE89370400440532013000")! == ("37040044", "0532013000"))
        #expect(AccountNumberForms(printed: "12345678", bankCode: "204567") == nil)
    }

    /// A plain account number is unique only at its bank: the same digits at two banks, printing
    /// other rows over the same days, stay two accounts (`LedgerPlainNumberAcrossFormatsTests`).
    @Test(arguments: testedBackends) func aPlainNumberAtAnotherBankStaysApart(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        _ = try ledger.importStatement(request(printing("2100 0418 4502 0005 1332", bank: "Banco Ejemplo", format: .pdf, rows: rows), file: "a.pdf"))
        let others = [row("2025-03-05", "Alquiler", -70_000, line: 8), row("2025-03-28", "Nomina", 180_000, line: 9)]
        _ = try ledger.importStatement(request(printing("2100 0418 4502 0005 1332", bank: nil, format: .csv, rows: others), file: "b.csv"))
        #expect(try ledger.accounts().count == 2)
    }
}
