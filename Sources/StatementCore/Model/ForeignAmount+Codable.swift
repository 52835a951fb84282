/// Crosses the reader-process boundary with the row: the original as money, the rate as the text
/// the statement printed, so it comes back exactly.
extension ForeignAmount: Codable {
    private enum CodingKeys: String, CodingKey {
        case original, rate
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let original = try container.decode(Money.self, forKey: .original)
        let text = try container.decodeIfPresent(String.self, forKey: .rate)
        var rate: DecimalRate?
        if let text {
            guard let read = DecimalRate(text) else {
                throw DecodingError.dataCorruptedError(forKey: .rate, in: container, debugDescription: "not a rate: \(text)")
            }
            rate = read
        }
        self.init(original: original, rate: rate)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(original, forKey: .original)
        try container.encodeIfPresent(rate?.description, forKey: .rate)
    }
}
