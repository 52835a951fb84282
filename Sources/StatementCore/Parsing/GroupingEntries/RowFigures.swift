/// A row's date, amount and running balance as read, before its description is made: what the
/// booking order and the starting-over checks need of every row, at a fifth of a `Transaction`.
struct RowFigures {
    var date: LocalDate
    /// Minor units, signed as read (signs not yet settled by the running balance).
    var amount: Int64
    var balance: Int64?
}
