/// Written by hand in its own file (synthesis only works beside the type); the round-trip test
/// compares these keys with the type's stored properties, so a new field cannot be dropped silently.
extension Statement: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case institution, account, kind, currency, period, statementDate = "statement_date"
        case openingBalance = "opening_balance", closingBalance = "closing_balance"
        case transactions, verification, pageCount = "page_count", layout
        case currencyDecision = "currency_decision", decisions, accountNumber = "account_number", bankCode = "bank_code"
        case holder, holderBlock = "holder_block", tableHeader = "table_header"
        case format, bankReferences = "bank_references"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            institution: try container.decodeIfPresent(String.self, forKey: .institution),
            account: try container.decodeIfPresent(String.self, forKey: .account),
            kind: try container.decode(AccountKind.self, forKey: .kind),
            currency: try container.decode(Currency.self, forKey: .currency),
            period: try container.decodeIfPresent(DateRange.self, forKey: .period),
            statementDate: try container.decodeIfPresent(LocalDate.self, forKey: .statementDate),
            openingBalance: try container.decodeIfPresent(Money.self, forKey: .openingBalance),
            closingBalance: try container.decodeIfPresent(Money.self, forKey: .closingBalance),
            transactions: try container.decode([Transaction].self, forKey: .transactions),
            verification: try container.decode(Verification.self, forKey: .verification),
            pageCount: try container.decode(Int.self, forKey: .pageCount),
            layout: try container.decodeIfPresent(String.self, forKey: .layout),
            currencyDecision: try container.decodeIfPresent(CurrencyDecision.self, forKey: .currencyDecision),
            accountNumber: try container.decodeIfPresent(String.self, forKey: .accountNumber),
            bankCode: try container.decodeIfPresent(String.self, forKey: .bankCode))
        decisions = try container.decodeIfPresent(ParseDecisions.self, forKey: .decisions) ?? ParseDecisions()
        holder = try container.decodeIfPresent(AccountKind.Holder.self, forKey: .holder)
        holderBlock = try container.decodeIfPresent(HolderBlock.self, forKey: .holderBlock)
        tableHeader = try container.decodeIfPresent(String.self, forKey: .tableHeader)
        format = try container.decodeIfPresent(StructuredFormat.self, forKey: .format) ?? .pdf
        bankReferences = try container.decodeIfPresent([String?].self, forKey: .bankReferences) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(institution, forKey: .institution)
        try container.encodeIfPresent(account, forKey: .account)
        try container.encode(kind, forKey: .kind)
        try container.encode(currency, forKey: .currency)
        try container.encodeIfPresent(period, forKey: .period)
        try container.encodeIfPresent(statementDate, forKey: .statementDate)
        try container.encodeIfPresent(openingBalance, forKey: .openingBalance)
        try container.encodeIfPresent(closingBalance, forKey: .closingBalance)
        try container.encode(transactions, forKey: .transactions)
        try container.encode(verification, forKey: .verification)
        try container.encode(pageCount, forKey: .pageCount)
        try container.encodeIfPresent(layout, forKey: .layout)
        try container.encode(currencyDecision, forKey: .currencyDecision)
        try container.encode(decisions, forKey: .decisions)
        try container.encodeIfPresent(accountNumber, forKey: .accountNumber)
        try container.encodeIfPresent(bankCode, forKey: .bankCode)
        try container.encodeIfPresent(holder, forKey: .holder)
        try container.encodeIfPresent(holderBlock, forKey: .holderBlock)
        try container.encodeIfPresent(tableHeader, forKey: .tableHeader)
        // A PDF's statement carries neither: its encoding (a worker's answer) stays as it was.
        if format != .pdf { try container.encode(format, forKey: .format) }
        if !bankReferences.isEmpty { try container.encode(bankReferences, forKey: .bankReferences) }
    }
}
