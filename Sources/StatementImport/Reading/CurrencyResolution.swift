import LedgerStore
import StatementCore

/// A statement whose own cues do not say its currency ("$" alone: which dollar, or pesos?) is
/// never stored under a guess: the person names it (`--currency CODE`), or the ledger already
/// holds the account in one currency. Otherwise the file is refused with that advice. Both
/// import paths (in-process and the batch's workers) go through here before categorising.
public enum CurrencyResolution {
    /// `preferred` is the person's `[import] currency`: it decides a shared sign only when the
    /// statement's cues allow it (`CurrencyDecision.possible`).
    public static func resolve(
        _ statements: [Statement], path: String, given: Currency?, ledger: Ledger,
        accountName: String?, preferred: Currency? = nil
    ) throws(AppError) -> [Statement] {
        var resolved: [Statement] = []
        for statement in statements {
            guard statement.decidedCurrency == nil else {
                resolved.append(try noteOtherCurrency(statement, accountName: accountName, ledger: ledger))
                continue
            }
            let why = statement.currencyDecision.warning ?? "nothing it prints says which currency its amounts are in"
            let known: Currency?
            do {
                known = try ledger.knownCurrency(for: statement, named: accountName)
            } catch {
                throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
            }
            // The person's one currency: where the cues allow it, and where nothing printed says
            // anything at all (a download naming no currency), as the hint below promises.
            let decision = statement.currencyDecision
            let silent = decision.possible == nil && decision.evidence.isEmpty
            let allowed = preferred.flatMap { silent || (decision.possible ?? []).contains($0.code) ? $0 : nil }
            // The account's currency too only where the cues allow it: "$" amounts are no pound account's.
            let fitting = known.flatMap { currency in (decision.possible?.contains(currency.code) ?? true) ? currency : nil }
            guard let currency = given ?? fitting ?? allowed else {
                let also = alsoNeeded(statement, accountName: accountName, ledger: ledger)
                let advice = why.contains("--currency") ? "" : ": pass --currency CODE"
                let held = known.map {
                    "; the ledger's account \(statement.account ?? accountName ?? "") is in \($0.code), which is not what its cues allow"
                }
                let setting = (held ?? "") + (preferred.map { "; your [import] currency = \($0.code) is not what its cues allow" } ?? "")
                let once = preferred == nil ? "; `[import] currency = CODE` in the configuration says it once for every file" : ""
                throw AppError(
                    .badData,
                    "\(DisplayName.of(path)): nothing of it was stored: \(why)\(advice)\(setting)\(once)"
                        + (also == nil ? "" : ". It also prints no account number; answer both at once"),
                    decision: also ?? "--currency CODE")
            }
            let reason =
                given != nil
                ? "--currency \(currency.code)"
                : fitting != nil ? "the ledger's account \(statement.account ?? accountName ?? "")" : "[import] currency = \(currency.code)"
            guard let relabelled = statement.inCurrency(currency, because: reason) else {
                throw .badData(
                    "\(DisplayName.of(path)): its amounts were read with \(statement.currency.minorUnitDigits) decimals, "
                        + "but \(currency.code) has \(currency.minorUnitDigits); nothing of it was stored: check the currency code")
            }
            resolved.append(relabelled)
        }
        return resolved
    }

    /// A statement printing its own currency and no number, named after an account the ledger
    /// holds in another: the file's own word decides, as it does over `[import] currency`, and its
    /// rows go to an account of that name in its currency. The person is told, not left to find two.
    static func noteOtherCurrency(_ statement: Statement, accountName: String?, ledger: Ledger) throws(AppError) -> Statement {
        guard let name = accountName, statement.account == nil || statement.account == "unknown", let own = statement.decidedCurrency
        else { return statement }
        let held: [String]
        do {
            held = try ledger.currencies(ofAccountsNamed: name, for: statement)
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
        }
        guard !held.isEmpty, !held.contains(own.code) else { return statement }
        let evidence = statement.currencyDecision.evidence.first.map { " (\($0))" } ?? ""
        var noted = statement
        noted.verification.notes.append(
            VerificationProblem(
                page: nil, line: nil,
                message: "--account \(name) is the ledger's account in \(held.joined(separator: ", ")), but the file says \(own.code)\(evidence): "
                    + "its own word decides, so its rows are kept in \(own.code) under an account \(name) of that currency "
                    + "(`statement-import accounts` lists both)"))
        return noted
    }

    /// The other decision the file will ask for once its currency is named (its account, when it
    /// prints no number and the ledger knows none for its bank): the options answering both, so a
    /// person is not sent back once per question. The caller prints them as a command with the
    /// file's path as it is then (`batch` has moved the file to failed/ by then).
    static func alsoNeeded(_ statement: Statement, accountName: String?, ledger: Ledger) -> String? {
        guard accountName == nil, statement.account == nil || statement.account == "unknown" else { return nil }
        let institution = statement.institution ?? "Unknown"
        let named = (try? ledger.accounts().filter { $0.institution == institution && $0.name != nil }) ?? []
        guard named.count != 1 else { return nil }
        // The currency the cues suggest (the warning's example), else a placeholder: never a guess.
        let example = statement.currencyDecision.warning?.components(separatedBy: "for example --currency ").dropFirst().first
        let currency = example.map { String($0.prefix(3)) } ?? "CODE"
        return "--currency \(currency) --account NAME"
    }
}
