/// Where no header names the money columns, which of a row's figures is its running balance:
/// the last, or the first where a reading supposes the balance printed before the amount
/// (`ColumnsDecision`). The column model decides it from the hypothesis before the table is read
/// (`StatementParser.positionalRoles`), and the arithmetic may give the rows other roles after
/// (`ArithmeticRoles`). The table reader applies it to each row as it reads the row, rather than
/// the column model to the rows read: the reader's subtotal check ("Card ending 4321 total" under
/// a card's rows) sums each row's amount as it goes, and which figure is the amount is this.
struct PositionalRoles {
    /// The first figure of a row with several is the running balance.
    var balanceFirst = false

    /// By position: a lone amount is the amount; with more, the last is the running balance, or
    /// the first where the balance is printed first.
    func roles(_ tokens: [AmountToken]) -> [(AmountToken, ColumnRole)] {
        let balance = tokens.count > 1 ? (balanceFirst ? 0 : tokens.count - 1) : -1
        return tokens.indices.map { index in (tokens[index], index == balance ? .balance : .amount) }
    }
}
