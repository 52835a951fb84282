import Foundation
import Categorisation
import LedgerStore

/// Which merchant a ledger row paid: the clean payee a person or service gave it, else the
/// categoriser's merchant key of its description, so "CARD PAYMENT TO TESCO STORES 2041" and
/// "TESCO STORES 0107" are one merchant.
enum ReportMerchant {
    static func name(_ entry: LedgerEntry) -> String {
        if let payee = entry.payee?.trimmingCharacters(in: .whitespaces), !payee.isEmpty { return payee.uppercased() }
        let key = MerchantNormaliser.key(for: entry.description)
        return key.isEmpty ? entry.description : key
    }
}
