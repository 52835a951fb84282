/// The rates of a prices file a person keeps, and the lines that could not be read as one.
public struct PriceFile: Sendable, Hashable {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    public var rates: [ExchangeRate]
    public var problems: [Problem]

    public init(rates: [ExchangeRate] = [], problems: [Problem] = []) {
        self.rates = rates
        self.problems = problems
    }
}
