/// What a person can tell a structured reader that the file itself may not say.
public struct StructuredReadOptions: Sendable {
    /// The currency when the file names none (QIF, most CSV); nil leaves it undecided.
    public var currency: Currency?
    /// A CSV layout for files whose columns cannot be told apart.
    public var csvProfile: CSVLayoutProfile?
    public var limits: StructuredLimits

    public init(currency: Currency? = nil, csvProfile: CSVLayoutProfile? = nil, limits: StructuredLimits = .standard) {
        self.currency = currency
        self.csvProfile = csvProfile
        self.limits = limits
    }
}
