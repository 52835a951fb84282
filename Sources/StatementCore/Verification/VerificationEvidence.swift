/// What a statement prints about itself, gathered once by the parser for the verifier.
public struct VerificationEvidence: Sendable {
    /// The labelled opening balance, signed.
    public var opening: PrintedFigure?
    /// The labelled closing balance, signed: printed apart from the rows, so it outranks the
    /// last running balance.
    public var closing: PrintedFigure?
    /// Totals and counts.
    public var figures: [PrintedFigure]
    public var currency: Currency
    /// Each day's ending balance from a table of them, when the statement prints one.
    var dailyBalances: [DailyBalanceTable] = []
    /// The rows (indices) by the money column their amount stands in, where they stand in two
    /// or more: a gap of twice one column's sum says its rows were read with the wrong sign.
    /// Asked only where the closing disagrees, so a statement that closes never finds them.
    var amountColumns: @Sendable () -> [[Int]] = { [] }

    public init(opening: PrintedFigure? = nil, closing: PrintedFigure? = nil, figures: [PrintedFigure] = [], currency: Currency) {
        self.opening = opening
        self.closing = closing
        self.figures = figures
        self.currency = currency
    }
}

extension VerificationEvidence {
    func with(_ dailyBalances: [DailyBalanceTable]) -> VerificationEvidence {
        var evidence = self
        evidence.dailyBalances = dailyBalances
        return evidence
    }
}
