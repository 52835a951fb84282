import StatementCore
import Toolbox

/// The identity of a statement row across imports: SHA-256 of the account's fingerprint key,
/// ISO date, amount in minor units, currency, normalised description and an occurrence counter.
/// The counter is what keeps two identical coffees on one day as two rows (1 and 2), while the
/// same statement period printed again produces the same fingerprints and is recognised.
public enum RowFingerprint {
    /// Bumping the prefix would re-identify every row; it is part of the schema contract.
    static let version = "fp1"

    public static func fingerprint(
        account: AccountKey, date: LocalDate, amountMinor: Int64, currency: String,
        description: String, occurrence: Int
    ) -> String {
        fingerprint(
            accountKey: account.fingerprintText, date: date, amountMinor: amountMinor, currency: currency,
            normalisedDescription: DescriptionNormaliser.normalise(description), occurrence: occurrence)
    }

    /// `accountKey` is the account's `accounts.fingerprint_key`.
    static func fingerprint(
        accountKey: String, date: LocalDate, amountMinor: Int64, currency: String,
        normalisedDescription: String, occurrence: Int
    ) -> String {
        var hasher = prefixHasher(accountKey: accountKey)
        return rowFingerprint(
            &hasher, isoDate: date.iso, amountMinor: amountMinor, currency: currency,
            normalisedDescription: normalisedDescription, occurrence: occurrence
        ).hex
    }

    /// A hasher that has taken the fields every row of the account starts with. Copied for each
    /// row, it saves hashing them again: a whole block of the three a fingerprint usually needs
    /// when the key is an account number's identity (`number:` and 64 hex digits).
    private static func prefixHasher(accountKey: String) -> SHA256 {
        var hasher = SHA256()
        hasher.update(version)
        hasher.update(byte: 0x1F)
        hasher.update(accountKey)
        return hasher
    }

    /// The rest of the fields, each after a U+001F, hashed with `hasher` (a copy of the prefix hasher).
    private static func rowFingerprint(
        _ hasher: inout SHA256, isoDate: String, amountMinor: Int64, currency: String,
        normalisedDescription: String, occurrence: Int
    ) -> SHA256Digest {
        // Field by field into the hasher: no joined copy of the row (nor an array of its fields) is built.
        func field(_ text: String) {
            hasher.update(byte: 0x1F)
            hasher.update(text)
        }
        field(isoDate)
        field(String(amountMinor))
        field(currency.uppercased())
        field(normalisedDescription)
        field(String(occurrence))
        return hasher.finishDigest()
    }

    /// Fingerprints for a statement's rows in order, numbering identical rows 1, 2, 3… Each is
    /// kept as its 32 bytes (a statement's worth of hex texts was the largest thing the ledger
    /// write held) and spelled out as text (`hex`) only where it is bound or compared.
    static func fingerprints(for transactions: [Transaction], accountKey: String) -> [(fingerprint: SHA256Digest, occurrence: Int)] {
        /// What makes two rows of one statement identical (before their occurrence number).
        struct Identity: Hashable {
            var date: LocalDate
            var amountMinor: Int64
            var currency: String
            var normalisedDescription: String
        }
        var seen: [Identity: Int] = [:]
        seen.reserveCapacity(transactions.count)
        /// Counts in place: one lookup of the row's identity rather than a read and a write.
        func nextOccurrence(_ count: inout Int) -> Int {
            count += 1
            return count
        }
        var isoDates = ISODates()
        // A statement prints the same few descriptions over and over (a card's merchants, a
        // standing order): each is normalised once, at a dictionary lookup for each row after.
        var normalised: [String: String] = [:]
        let prefix = prefixHasher(accountKey: accountKey)
        return transactions.map { row in
            let description: String
            if let known = normalised[row.description] {
                description = known
            } else {
                description = DescriptionNormaliser.normalise(row.description)
                normalised[row.description] = description
            }
            let identity = Identity(
                date: row.date, amountMinor: row.amount.minorUnits, currency: row.amount.currency.code,
                normalisedDescription: description)
            let occurrence = nextOccurrence(&seen[identity, default: 0])
            var hasher = prefix
            let print = rowFingerprint(
                &hasher, isoDate: isoDates.iso(row.date), amountMinor: identity.amountMinor,
                currency: identity.currency, normalisedDescription: identity.normalisedDescription,
                occurrence: occurrence)
            return (print, occurrence)
        }
    }
}
