/// Money crosses process boundaries (the batch worker answers in JSON) as integer minor units
/// with its currency, never as a floating-point number.
extension Money: Codable {
    private enum CodingKeys: String, CodingKey {
        case minorUnits = "minor_units", currency
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            minorUnits: try container.decode(Int64.self, forKey: .minorUnits),
            currency: try container.decode(Currency.self, forKey: .currency))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(minorUnits, forKey: .minorUnits)
        try container.encode(currency, forKey: .currency)
    }
}

extension Currency: Codable {
    private enum CodingKeys: String, CodingKey {
        case code, minorUnitDigits = "minor_unit_digits"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let digits = try container.decode(Int.self, forKey: .minorUnitDigits)
        guard (0...4).contains(digits) else {
            throw DecodingError.dataCorruptedError(
                forKey: .minorUnitDigits, in: container,
                debugDescription: "a currency has 0 to 4 minor digits, not \(digits)")
        }
        self.init(code: try container.decode(String.self, forKey: .code), minorUnitDigits: digits)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(minorUnitDigits, forKey: .minorUnitDigits)
    }
}

extension DateRange: Codable {
    private enum CodingKeys: String, CodingKey { case start, end }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            start: try container.decode(LocalDate.self, forKey: .start),
            end: try container.decode(LocalDate.self, forKey: .end))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }
}

extension AccountKind: Codable {}
