import Foundation
import LedgerStore
import StatementCore

/// What the person decided for statements that do not say it themselves: their currency
/// (`--currency`, `[import] currency`) and their account (`--account`). `batch`, unattended, has
/// only the configuration's currency; a file that needs more fails with the command that answers.
struct StatementDecisions: Sendable {
    var currency: Currency?
    var preferredCurrency: Currency?
    var accountName: String?

    /// `--account NNNN`: four digits are the account's last four, as a card prints them.
    var lastFourDigits: String? {
        guard let name = accountName, name.count == 4, name.allSatisfy(\.isASCIIDigit) else { return nil }
        return name
    }

    /// The statements with their currency decided (or the file refused with the advice) and,
    /// for four digits, their account named.
    func apply(to statements: [Statement], of file: InboxFile, ledger: Ledger) throws(AppError) -> [Statement] {
        let resolved = try CurrencyResolution.resolve(
            statements, path: file.name, given: currency, ledger: ledger,
            accountName: accountName, preferred: preferredCurrency)
        // Four digits are the account's last four (what a card prints), not a name for it.
        guard let digits = lastFourDigits else { return resolved }
        return try resolved.map { statement throws(AppError) in
            var named = statement
            guard let printed = statement.account, printed != "unknown" else {
                named.account = "…" + digits
                return named
            }
            guard printed.hasSuffix(digits) else {
                throw .badData(
                    "\(file.name): nothing of it was stored: it prints account \(printed), "
                        + "not one ending in \(digits): check --account")
            }
            return named
        }
    }
}
