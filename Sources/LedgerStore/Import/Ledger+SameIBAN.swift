import StatementCore

extension Ledger {
    /// The accounts holding the statement's account under another form of its number or another
    /// bank's name. An IBAN names one account in the world, whoever printed it: a download that
    /// names no bank (a CSV, CAMT or MT940 file, stored under "Unknown") and the bank's own
    /// statement are one account, and so are a German account's IBAN and the bank code and number
    /// it is made of (`AccountNumberForms`). For a statement naming its bank, its other forms at
    /// that bank and every form under "Unknown"; for a download, every form at every bank. A plain
    /// number is unique only at its bank, so it never crosses banks.
    func sameIBANElsewhere(_ statement: Statement) throws -> [ResolvedAccount] {
        guard let printed = statement.accountNumber.map(AccountIdentity.plain),
            let forms = AccountNumberForms(printed: printed, bankCode: statement.bankCode.flatMap(AccountIdentity.plainCode))
        else { return [] }
        let currency = statement.currency.code.uppercased()
        let own = statement.institution ?? AccountIdentity.unknownInstitution
        var institutions = [own]
        if own != AccountIdentity.unknownInstitution {
            institutions.append(AccountIdentity.unknownInstitution)
        } else {
            institutions += try database.query(
                "SELECT DISTINCT institution FROM accounts WHERE currency = ? AND institution <> ? AND identity LIKE 'number:%'",
                [.text(currency), .text(AccountIdentity.unknownInstitution)]
            ) { $0.text(0) }
        }
        let asPrinted = AccountNumberForms.Form(number: printed, bankCode: AccountIdentity.isIBAN(printed) ? nil : forms.forms.first?.bankCode)
        var found: [ResolvedAccount] = []
        for institution in institutions {
            for form in forms.forms where !(institution == own && form == asPrinted) {
                let bare = "number:" + AccountIdentity.numberHash(institution: institution, printed: form.number, currency: currency)
                guard let account = try account(identity: form.bankCode.map { bare + "/" + $0 } ?? bare),
                    !found.contains(where: { $0.id == account.id })
                else { continue }
                found.append(account)
            }
        }
        return found
    }
}
