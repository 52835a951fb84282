import Testing

@testable import StatementCore

/// The columns decision as the column model takes it (`PositionalRoles`): where no header names
/// the money columns, a row's lone figure is its amount, and of several the last is the
/// running balance, or the first where the reading supposes the balance printed first.
@Suite struct PositionalRolesTests {
    private func tokens(_ count: Int) -> [AmountToken] {
        (0..<count).map {
            AmountToken(magnitude: Int64(100 * ($0 + 1)), mark: .none, x0: Double(300 + 80 * $0), x1: Double(340 + 80 * $0), words: $0..<($0 + 1))
        }
    }

    @Test(arguments: [false, true])
    func aLoneFigureIsTheAmountEitherWay(balanceFirst: Bool) {
        #expect(PositionalRoles(balanceFirst: balanceFirst).roles(tokens(1)).map(\.1) == [.amount])
        #expect(PositionalRoles(balanceFirst: balanceFirst).roles([]).isEmpty)
    }

    @Test func ofSeveralTheLastIsTheBalanceUnlessTheReadingSupposesTheFirst() {
        #expect(PositionalRoles().roles(tokens(2)).map(\.1) == [.amount, .balance])
        #expect(PositionalRoles().roles(tokens(3)).map(\.1) == [.amount, .amount, .balance])
        #expect(PositionalRoles(balanceFirst: true).roles(tokens(2)).map(\.1) == [.balance, .amount])
        #expect(PositionalRoles(balanceFirst: true).roles(tokens(3)).map(\.1) == [.balance, .amount, .amount])
        // The figures keep their order and values: only their roles are decided.
        #expect(PositionalRoles(balanceFirst: true).roles(tokens(3)).map(\.0.magnitude) == [100, 200, 300])
    }

    /// The column model takes the decision from the hypothesis the reading is handed.
    @Test func theColumnModelDecidesFromTheHypothesis() {
        var hypothesis = Hypothesis()
        #expect(!StatementParser.positionalRoles(supposing: hypothesis).balanceFirst)
        hypothesis.balanceFirst = true
        #expect(StatementParser.positionalRoles(supposing: hypothesis).balanceFirst)
    }
}
