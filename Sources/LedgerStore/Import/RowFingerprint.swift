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
        var fields: [UInt8] = []
        appendFields(to: &fields, accountKey: accountKey, isoDate: date.iso, amountMinor: amountMinor,
                     currency: currency, normalisedDescription: normalisedDescription, occurrence: occurrence)
        return SHA256.hexDigest(fields)
    }

    /// The hashed text, the fields joined by U+001F, written as bytes into `bytes`.
    private static func appendFields(to bytes: inout [UInt8], accountKey: String, isoDate: String, amountMinor: Int64,
                                     currency: String, normalisedDescription: String, occurrence: Int) {
        let separator: UInt8 = 0x1F
        bytes.append(contentsOf: version.utf8)
        for field in [accountKey, isoDate, String(amountMinor), currency.uppercased(), normalisedDescription,
                      String(occurrence)] {
            bytes.append(separator)
            bytes.append(contentsOf: field.utf8)
        }
    }

    /// Fingerprints for a statement's rows in order, numbering identical rows 1, 2, 3…
    static func fingerprints(for transactions: [Transaction], accountKey: String) -> [(fingerprint: String, occurrence: Int)] {
        /// What makes two rows of one statement identical (before their occurrence number).
        struct Identity: Hashable {
            var date: LocalDate
            var amountMinor: Int64
            var currency: String
            var normalisedDescription: String
        }
        var seen: [Identity: Int] = [:]
        var isoDates = ISODates()
        var fields: [UInt8] = []
        return transactions.map { row in
            let identity = Identity(date: row.date, amountMinor: row.amount.minorUnits, currency: row.amount.currency.code,
                                    normalisedDescription: DescriptionNormaliser.normalise(row.description))
            let occurrence = (seen[identity] ?? 0) + 1
            seen[identity] = occurrence
            fields.removeAll(keepingCapacity: true)
            appendFields(to: &fields, accountKey: accountKey, isoDate: isoDates.iso(row.date), amountMinor: identity.amountMinor,
                         currency: identity.currency, normalisedDescription: identity.normalisedDescription,
                         occurrence: occurrence)
            return (SHA256.hexDigest(fields), occurrence)
        }
    }
}
