/// Written by hand in its own file (synthesis only works beside the type); the round-trip test
/// compares these keys with the type's stored properties, so a new field cannot be dropped silently.
extension Transaction: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case date, valueDate = "value_date", description, rawText = "raw_text", amount, balance, page, line, foreign
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            date: try container.decode(LocalDate.self, forKey: .date),
            valueDate: try container.decodeIfPresent(LocalDate.self, forKey: .valueDate),
            description: try container.decode(String.self, forKey: .description),
            rawText: try container.decode(String.self, forKey: .rawText),
            amount: try container.decode(Money.self, forKey: .amount),
            balance: try container.decodeIfPresent(Money.self, forKey: .balance),
            page: try container.decode(Int.self, forKey: .page),
            line: try container.decode(Int.self, forKey: .line),
            foreign: try container.decodeIfPresent(ForeignAmount.self, forKey: .foreign))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encodeIfPresent(valueDate, forKey: .valueDate)
        try container.encode(description, forKey: .description)
        try container.encode(rawText, forKey: .rawText)
        try container.encode(amount, forKey: .amount)
        try container.encodeIfPresent(balance, forKey: .balance)
        try container.encode(page, forKey: .page)
        try container.encode(line, forKey: .line)
        try container.encodeIfPresent(foreign, forKey: .foreign)
    }
}
