import Foundation
import LedgerStore
import StatementCore

/// What the person decided for statements that do not say it themselves: their currency
/// (`--currency`, `[import] currency`) and their account (`--account`). `batch`, unattended, has
/// only the configuration's currency; a file that needs more fails with the command that answers.
struct PersonChoices: Sendable {
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
    func apply(to statements: [Statement], of file: IncomingFile, ledger: Ledger) throws(AppError) -> [Statement] {
        // A file with no table at all (a letter, a notice, a layout not read yet) has no currency or
        // account worth asking about: asking sent people to name both, then to accept it unproven.
        if !statements.isEmpty, statements.allSatisfy({ $0.transactions.isEmpty && $0.verification.verdict != .verified }) {
            // Lines that read like rows and gave none: the parser's reason (dates with no year) says more than a guess.
            if let reason = statements.lazy.compactMap({ $0.verification.problems.first?.message }).first(where: {
                $0.hasPrefix("no transaction table found: ") && $0 != StatementParser.noTableMessage
            }) {
                throw .badData(
                    "\(file.name): \(reason); nothing of it was stored; see how it was read with "
                        + "`statement-import parse --explain \(file.name)`")
            }
            if let differing = statements.lazy.compactMap(Self.balancesDiffering).first {
                throw .badData(
                    "\(file.name): nothing of it was stored: \(differing), and no row was read (a quiet month prints the same balance twice); "
                        + "see how it was read with `statement-import parse --explain \(file.name)`; a layout profile "
                        + "(`statement-import layouts`, docs/layouts.md) teaches it a layout")
            }
            throw .badData(
                "\(file.name): no transaction table found (a letter or a notice, or a layout not read yet?): nothing of it was stored; "
                    + "see how it was read with `statement-import parse --explain \(file.name)`; a layout profile "
                    + "(`statement-import layouts`, docs/layouts.md) teaches it a layout")
        }
        let resolved = try CurrencyResolution.resolve(
            statements, path: file.name, given: currency, ledger: ledger,
            accountName: accountName, preferred: preferredCurrency)
        // Four digits are the account's last four (what a card prints), not a name for it. They
        // point at the file's statements printing a number that ends so; with none, the ones printing
        // no number take them. The file's other statements keep the numbers they print.
        guard let digits = lastFourDigits else { return resolved }
        let printed = resolved.map { statement in statement.account.flatMap { $0 == "unknown" ? nil : $0 } }
        if printed.contains(where: { $0?.hasSuffix(digits) == true }) { return resolved }
        guard printed.contains(nil) else {
            let numbers = printed.compactMap { $0 }
            throw .badData(
                "\(file.name): nothing of it was stored: it prints account\(numbers.count == 1 ? "" : "s") "
                    + "\(numbers.joined(separator: ", ")), none ending in \(digits): check the digits given with --account, "
                    + "or import it without --account, as \(numbers.count == 1 ? "it prints its" : "its statements print their") own")
        }
        return resolved.map { statement in
            var named = statement
            if named.account == nil || named.account == "unknown" { named.account = "…" + digits }
            return named
        }
    }

    /// "its opening balance A and closing balance B differ by C", for a statement printing both apart.
    private static func balancesDiffering(_ statement: Statement) -> String? {
        guard let opening = statement.openingBalance, let closing = statement.closingBalance, opening != closing,
            let difference = try? closing.subtracting(opening)
        else { return nil }
        return "its opening balance \(opening.groupedString) and closing balance \(closing.groupedString) differ by \(difference.groupedString)"
    }
}
