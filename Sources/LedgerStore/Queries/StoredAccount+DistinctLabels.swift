extension StoredAccount {
    /// Each account's `label`, told apart where two would read alike (two cards of one bank ending
    /// in the same four digits, two accounts given one name): first by the bank code printed
    /// beside the number, where theirs differ, then by the id `accounts` lists. Only what the
    /// ledger already stores is shown (a full number is kept as a hash, never shown).
    public static func distinctLabels(_ accounts: [StoredAccount]) -> [Int64: String] {
        var labels = Dictionary(accounts.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
        let byCode = Dictionary(
            accounts.map { ($0.id, $0.name == nil ? $0.labelWithBankCode : $0.label) }, uniquingKeysWith: { first, _ in first })
        for (label, alike) in Dictionary(grouping: accounts, by: \.label) where alike.count > 1 {
            // The codes tell them apart only when no two of them share one.
            let codes = alike.map { byCode[$0.id] ?? label }
            let told = Set(codes).count == codes.count
            for account in alike {
                labels[account.id] = told ? byCode[account.id] ?? label : "\(label) (account \(account.id))"
            }
        }
        // A code-told label may still read as another account's own label: the id settles it.
        let counts = Dictionary(grouping: labels.values, by: { $0 }).mapValues(\.count)
        for (id, label) in labels where (counts[label] ?? 0) > 1 { labels[id] = "\(label) (account \(id))" }
        return labels
    }

    /// "Bank 20-45-67 …5678", as `accounts` and the statements print the number with its code.
    var labelWithBankCode: String {
        guard let bankCode, hasNumber else { return label }
        let number = bankCode + " " + maskedNumber
        return bankFound ? "\(institution) \(number)" : number
    }
}
