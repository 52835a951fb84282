import StatementCore

extension Ledger {
    /// The accounts of another bank that hold the statement's plain number (digits that name an
    /// account only at its bank: no IBAN, no German bank code and number) and that the stored rows
    /// prove to be this statement's account, one side naming no bank: a CSV, OFX, QIF or MT940
    /// download and the bank's PDF of one account. The same digits alone could be two banks'
    /// accounts, so the statements must say so: over the days both cover, one side's rows (dates
    /// and amounts, as a download words its descriptions its own way) are all among the other's,
    /// two or more of them, or a balance carries over between adjoining statements. Days covered
    /// with other rows or other balances make it another account, as does a stored account that
    /// covers none of these days and adjoins none of them: nothing then tells them apart.
    func samePlainNumberProven(_ statement: Statement) throws -> [ResolvedAccount] {
        guard let printed = statement.accountNumber.map(AccountIdentity.plain), !printed.isEmpty, !AccountIdentity.isIBAN(printed),
            AccountNumberForms(printed: printed, bankCode: statement.bankCode.flatMap(AccountIdentity.plainCode)) == nil,
            let range = Ledger.days(of: statement)
        else { return [] }
        let currency = statement.currency.code.uppercased()
        let unknown = AccountIdentity.unknownInstitution
        // A statement naming its bank looks under the downloads'; a download, under every bank.
        var institutions = [unknown]
        if statement.institution == nil || statement.institution == unknown {
            institutions = try database.query(
                "SELECT DISTINCT institution FROM accounts WHERE currency = ? AND institution <> ? AND identity LIKE 'number:%'",
                [.text(currency), .text(unknown)]
            ) { $0.text(0) }
        }
        var proven: [ResolvedAccount] = []
        for institution in institutions {
            let bare = "number:" + AccountIdentity.numberHash(institution: institution, printed: printed, currency: currency)
            for candidate in try accounts(where: "identity = ? OR identity LIKE ?", [.text(bare), .text(bare + "/%")])
            where try rowsProveOneAccount(statement, days: range, accountID: candidate.account.id) {
                proven.append(candidate.account)
            }
        }
        return proven
    }

    private func rowsProveOneAccount(_ statement: Statement, days range: DateRange, accountID: Int64) throws -> Bool {
        let stored = try database.query(
            """
            SELECT period_start, period_end, opening_balance_minor, closing_balance_minor FROM statements
            WHERE account_id = ? AND period_start IS NOT NULL AND period_end IS NOT NULL
            """, [.integer(accountID)]
        ) { row in
            (start: LocalDate(iso: row.text(0)), end: LocalDate(iso: row.text(1)), opening: row.optionalInt64(2), closing: row.optionalInt64(3))
        }
        let opening = statement.openingBalance?.minorUnits, closing = statement.closingBalance?.minorUnits
        var proven = false
        for other in stored {
            guard let start = other.start, let end = other.end else { continue }
            if start <= range.end && range.start <= end {
                if start == range.start, let theirs = other.opening, let opening, theirs != opening { return false }
                if end == range.end, let theirs = other.closing, let closing, theirs != closing { return false }
                let overlap = DateRange(start: max(start, range.start), end: min(end, range.end))
                var mine: [String: Int] = [:]
                for row in statement.transactions where overlap.start <= row.date && row.date <= overlap.end {
                    mine["\(row.date.iso) \(row.amount.minorUnits)", default: 0] += 1
                }
                var theirs: [String: Int] = [:]
                for key in try database.query(
                    "SELECT date, amount_minor FROM transactions WHERE account_id = ? AND date >= ? AND date <= ?",
                    [.integer(accountID), .text(overlap.start.iso), .text(overlap.end.iso)], { "\($0.text(0)) \($0.int64(1))" })
                {
                    theirs[key, default: 0] += 1
                }
                let common = mine.reduce(0) { $0 + min($1.value, theirs[$1.key] ?? 0) }
                let smaller = min(mine.values.reduce(0, +), theirs.values.reduce(0, +))
                // A row only one side prints on each side is two accounts; the same fee alike on both is not one.
                guard common == smaller else { return false }
                if common >= 2 { proven = true }
            } else if end < range.start, end.adding(days: Ledger.adjoiningDays) >= range.start, let theirs = other.closing, let opening,
                theirs != 0 || opening != 0
            {
                guard theirs == opening else { return false }
                proven = true
            } else if range.end < start, range.end.adding(days: Ledger.adjoiningDays) >= start, let theirs = other.opening, let closing,
                theirs != 0 || closing != 0
            {
                guard theirs == closing else { return false }
                proven = true
            }
        }
        return proven
    }
}
