import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport

/// A statement whose cues leave its currency open ('$' alone) is never stored under a guess.
@Suite struct CurrencyResolutionTests {
    /// A '$' statement as the parser hands it over: amounts read provisionally as USD, undecided.
    static func dollarStatement(_ amount: Int64 = -1_250, account: String = "…4567") throws -> Statement {
        let day = try #require(LocalDate(iso: "2025-03-04"))
        let usd = Currency(code: "USD")
        let row = Transaction(date: day, description: "OXXO INSURGENTES", amount: Money(minorUnits: amount, currency: usd), page: 1, line: 9)
        return Statement(
            institution: "Banco Ejemplo", account: account, currency: usd,
            openingBalance: Money(minorUnits: 10_000, currency: usd),
            closingBalance: Money(minorUnits: 10_000 + amount, currency: usd), transactions: [row],
            currencyDecision: CurrencyDecision(
                currency: nil, evidence: ["'$' amounts"],
                warning: "amounts carry '$', and nothing printed says which currency"))
    }

    static func ledger(in directory: URL) throws -> Ledger {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try Ledger(path: directory.appendingPathComponent("ledger.sqlite").path)
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("CurrencyResolution-\(UUID().uuidString)")
    }

    @Test func anUndecidedCurrencyIsRefusedWithAdviceAndNothingGuessed() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = try Self.ledger(in: directory)
        #expect {
            _ = try CurrencyResolution.resolve([try Self.dollarStatement()], path: "march.pdf", given: nil, ledger: ledger, accountName: nil)
        } throws: { error in
            guard let error = error as? AppError else { return false }
            return error.category == .badData && error.message.contains("march.pdf") && error.message.contains("--currency")
                && !error.message.contains("\n")
        }
    }

    @Test func theCurrencyAPersonNamesRelabelsEveryAmount() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = try Self.ledger(in: directory)
        let resolved = try CurrencyResolution.resolve(
            [try Self.dollarStatement()], path: "march.pdf", given: Currency(code: "MXN"),
            ledger: ledger, accountName: nil)
        let statement = try #require(resolved.first)
        #expect(statement.decidedCurrency?.code == "MXN")
        #expect(statement.currency.code == "MXN")
        #expect(statement.transactions.allSatisfy { $0.amount.currency.code == "MXN" && $0.amount.minorUnits == -1_250 })
        #expect(statement.openingBalance?.currency.code == "MXN" && statement.closingBalance?.currency.code == "MXN")
        #expect(statement.currencyDecision.evidence.contains("--currency MXN"))
    }

    @Test func aCurrencyWithOtherDecimalsIsRefusedNotRescaled() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = try Self.ledger(in: directory)
        #expect(throws: AppError.self) {
            _ = try CurrencyResolution.resolve(
                [try Self.dollarStatement()], path: "march.pdf", given: Currency(code: "JPY"),
                ledger: ledger, accountName: nil)
        }
    }

    @Test func theLedgersAccountSuppliesTheCurrencyNextMonth() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = try Self.ledger(in: directory)
        let march = try CurrencyResolution.resolve(
            [try Self.dollarStatement()], path: "march.pdf", given: Currency(code: "MXN"),
            ledger: ledger, accountName: nil)
        _ = try ledger.importStatements(
            [
                StatementImportRequest(
                    statement: march[0], fileName: "march.pdf",
                    fileSHA256: String(repeating: "a", count: 64), toolVersion: "test")
            ],
            options: ImportOptions(dryRun: false, acceptUnverified: true, reviewBelowConfidence: 0.7))
        let april = try CurrencyResolution.resolve(
            [try Self.dollarStatement(-3_000)], path: "april.pdf", given: nil,
            ledger: ledger, accountName: nil)
        #expect(april.first?.decidedCurrency?.code == "MXN")
        // Another account at the bank is not this one: still refused.
        #expect(throws: AppError.self) {
            _ = try CurrencyResolution.resolve(
                [try Self.dollarStatement(account: "…9999")], path: "other.pdf", given: nil,
                ledger: ledger, accountName: nil)
        }
    }
}
