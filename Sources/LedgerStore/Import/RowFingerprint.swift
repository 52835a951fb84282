import StatementCore

/// The identity of a statement row across imports: SHA-256 of the account's fingerprint key,
/// ISO date, amount in minor units, currency, normalised description and an occurrence counter.
/// The counter is what keeps two identical coffees on one day as two rows (1 and 2), while the
/// same statement period printed again produces the same fingerprints and is recognised.
public enum RowFingerprint {
    /// Bumping the prefix would re-identify every row; it is part of the schema contract.
    static let version = "fp1"

    public static func fingerprint(account: AccountKey, date: LocalDate, amountMinor: Int64, currency: String,
                                   description: String, occurrence: Int) -> String {
        fingerprint(accountKey: account.fingerprintText, date: date, amountMinor: amountMinor, currency: currency,
                    normalisedDescription: DescriptionNormaliser.normalise(description), occurrence: occurrence)
    }

    /// `accountKey` is the account's `accounts.fingerprint_key`.
    static func fingerprint(accountKey: String, date: LocalDate, amountMinor: Int64, currency: String,
                            normalisedDescription: String, occurrence: Int) -> String {
        let fields = [version, accountKey, date.iso, String(amountMinor), currency.uppercased(),
                      normalisedDescription, String(occurrence)]
        return SHA256.hexDigest(fields.joined(separator: "\u{1F}"))
    }

    /// Fingerprints for a statement's rows in order, numbering identical rows 1, 2, 3…
    static func fingerprints(for transactions: [Transaction], accountKey: String) -> [(fingerprint: String, occurrence: Int)] {
        var seen: [String: Int] = [:]
        return transactions.map { row in
            let normalised = DescriptionNormaliser.normalise(row.description)
            let identity = [row.date.iso, String(row.amount.minorUnits), row.amount.currency.code,
                            normalised].joined(separator: "\u{1F}")
            let occurrence = (seen[identity] ?? 0) + 1
            seen[identity] = occurrence
            let print = fingerprint(accountKey: accountKey, date: row.date, amountMinor: row.amount.minorUnits,
                                    currency: row.amount.currency.code, normalisedDescription: normalised,
                                    occurrence: occurrence)
            return (print, occurrence)
        }
    }
}
