/// OFX writes every amount from the account holder's side: on a credit card a charge is money
/// out (negative), a payment or refund money in, and the balance owed negative. Some issuers
/// write their card files from their own side instead (charges positive, the balance owed
/// positive). Such a file's rows are read with their signs turned, and it says so, when its
/// transaction types all say it (each charge-type row positive, each credit-type row negative),
/// or when only turned rows lead from its stated opening to its closing. The balances are turned
/// with the rows unless only the rows turned make them agree (an issuer that signs its balances
/// as OFX does and its rows the other way).
enum OFXCardSigns {
    /// Types that are money out on a card (a purchase, a fee, a cash advance).
    static let chargeTypes: Set<String> = ["DEBIT", "FEE", "SRVCHG", "POS", "ATM", "CASH"]
    /// Types that are money in on a card (a refund, a credit, interest paid back).
    static let creditTypes: Set<String> = ["CREDIT", "DEP", "DIRECTDEP"]

    /// True when the typed rows contradict the holder's-side convention, all of them.
    static func writtenFromTheIssuersSide(_ rows: [(type: String?, minorUnits: Int64)]) -> Bool {
        var against = 0
        var along = 0
        for row in rows where row.minorUnits != 0 {
            guard let type = row.type?.uppercased() else { continue }
            if chargeTypes.contains(type) {
                if row.minorUnits > 0 { against += 1 } else { along += 1 }
            } else if creditTypes.contains(type) {
                if row.minorUnits < 0 { against += 1 } else { along += 1 }
            }
        }
        return against > 0 && along == 0
    }

    /// The same statement with every row, and with `balances` its balances too, from the other side.
    static func turned(_ assembly: StatementAssembly, balances: Bool) -> StatementAssembly {
        var turned = assembly
        for index in turned.rows.indices {
            turned.rows[index].transaction.amount = turned.rows[index].transaction.amount.negated
            turned.rows[index].transaction.balance = turned.rows[index].transaction.balance?.negated
        }
        guard balances else { return turned }
        if let opening = assembly.opening { turned.opening?.amount = opening.amount.negated }
        if let closing = assembly.closing { turned.closing?.amount = closing.amount.negated }
        return turned
    }
}
