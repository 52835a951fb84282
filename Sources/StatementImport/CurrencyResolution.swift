import LedgerStore
import StatementCore

/// A statement whose own cues do not say its currency ("$" alone: which dollar, or pesos?) is
/// never stored under a guess: the person names it (`--currency CODE`), or the ledger already
/// holds the account in one currency. Otherwise the file is refused with that advice. Both
/// import paths (in-process and the batch's workers) go through here before categorising.
public enum CurrencyResolution {
    public static func resolve(_ statements: [Statement], path: String, given: Currency?, ledger: Ledger,
                               accountName: String?) throws(AppError) -> [Statement] {
        var resolved: [Statement] = []
        for statement in statements {
            guard statement.decidedCurrency == nil else { resolved.append(statement); continue }
            let why = statement.currencyDecision.warning ?? "nothing it prints says which currency its amounts are in"
            let known: Currency?
            do {
                known = try ledger.knownCurrency(for: statement, named: accountName)
            } catch {
                throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
            }
            guard let currency = given ?? known else {
                let advice = why.contains("--currency") ? "" : ": pass --currency CODE"
                throw AppError(.badData, "\(DisplayName.of(path)): nothing of it was stored: \(why)\(advice) (for example --currency MXN)",
                               decision: "--currency CODE")
            }
            let reason = given != nil ? "--currency \(currency.code)" : "the ledger's account \(statement.account ?? accountName ?? "")"
            guard let relabelled = statement.inCurrency(currency, because: reason) else {
                throw .badData("\(DisplayName.of(path)): its amounts were read with \(statement.currency.minorUnitDigits) decimals, "
                    + "but \(currency.code) has \(currency.minorUnitDigits); nothing of it was stored: check the currency code")
            }
            resolved.append(relabelled)
        }
        return resolved
    }
}
