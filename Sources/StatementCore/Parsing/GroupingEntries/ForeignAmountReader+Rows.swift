extension ForeignAmountReader {
    /// Each row's detail (`read`), in the rows' order, on up to `threads` threads: a row's
    /// detail is read from that row alone, and this comes after the table is read, on one thread
    /// otherwise while the others idle.
    static func read(_ transactions: [Transaction], threads: Int) -> [ForeignAmount?] {
        Array(LineChunks.map(transactions.count, threads: threads) { range in transactions[range].map(read) }.joined())
    }
}
