import StatementCore
import Toolbox

/// One statement's row fingerprints for each account key they were asked for, computed once:
/// weighing which card a statement printing only the last four digits belongs to needs them
/// for every candidate account, and storing it needs them again for the account chosen.
final class StatementFingerprints {
    let transactions: [Transaction]
    private var computed: [String: [(fingerprint: SHA256Digest, occurrence: Int)]] = [:]

    init(_ statement: Statement) {
        transactions = statement.transactions
    }

    func rows(accountKey: String) -> [(fingerprint: SHA256Digest, occurrence: Int)] {
        if let known = computed[accountKey] { return known }
        let rows = RowFingerprint.fingerprints(for: transactions, accountKey: accountKey)
        computed[accountKey] = rows
        return rows
    }
}
