extension StatementParser {
    /// Drafts made into rows at a time on several threads: enough to share, few enough that a
    /// block's drafts and rows held together stay small beside the whole statement.
    static let draftsAtATime = 4096

    /// The rows of the booked drafts, in order. From the last draft up, each let go once its row
    /// is made, so the drafts and the rows are not both held whole: the drafts' array itself is
    /// moved to a smaller one each time it falls to half its capacity, as removing never gives
    /// memory back. On several threads a block of drafts at a time, its rows made on the threads;
    /// each row depends on its draft alone, so they are the rows one thread makes.
    static func transactions(
        _ booked: consuming [RowDraft], order: DateOrder, reference: DateRange?, signs: SignRules,
        currency: Currency, threads: Int
    ) -> [Transaction] {
        var booked = booked
        // Reserved, not grown by appending: on a long statement the rows are the biggest array
        // held to the end, and growing it doubles its capacity past the count.
        var transactions: [Transaction] = []
        transactions.reserveCapacity(booked.count)
        while !booked.isEmpty {
            if threads > 1 && booked.count >= 2 * LineChunks.minimumLinesPerThread {
                let block = Array(booked.suffix(draftsAtATime))
                booked.removeLast(block.count)
                let runs = LineChunks.map(block.count, threads: threads) { range in
                    block[range].compactMap { transaction($0, order: order, reference: reference, signs: signs, currency: currency) }
                }
                for run in runs.reversed() { transactions += run.reversed() }
            } else if let draft = booked.popLast(),
                let row = transaction(draft, order: order, reference: reference, signs: signs, currency: currency)
            {
                transactions.append(row)
            }
            if booked.count >= 1024, booked.count <= booked.capacity / 2 {
                booked = booked.withUnsafeBufferPointer { Array($0) }
            }
        }
        transactions.reverse()
        return transactions
    }
}
