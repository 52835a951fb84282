extension StatementParser {
    /// "Fee: £0.17   £10.17" under a top-up: a line with no date and no balance of its own, between
    /// two rows that print their running balance, is the row above's detail when the balances
    /// follow from the row below alone and not with it. The arithmetic decides, not the words.
    /// How many such lines it found.
    static func detailAmountsOffTheChain(_ rows: inout [RowFigures], _ drafts: inout [RowDraft]) -> Int {
        var details: [Int] = []
        for index in rows.indices.dropFirst().dropLast() where drafts[index].reading.date == nil && rows[index].balance == nil {
            let (above, line, below) = (rows[index - 1], rows[index], rows[index + 1])
            guard let before = above.balance, let after = below.balance,
                case let (step, overflow) = after.subtractingReportingOverflow(before), !overflow,
                step.magnitude == below.amount.magnitude
            else { continue }
            let withLine = [line.amount, 0 &- line.amount].contains { step &- $0 == below.amount || step &- $0 == 0 &- below.amount }
            if !withLine { details.append(index) }
        }
        guard !details.isEmpty else { return 0 }
        for index in details {
            drafts[index - 1].after.append(drafts[index].reading.line.text)
            drafts[index - 1].rawAfter.append(drafts[index].reading.line.text)
        }
        let dropped = Set(details)
        rows = rows.indices.filter { !dropped.contains($0) }.map { rows[$0] }
        drafts = drafts.indices.filter { !dropped.contains($0) }.map { drafts[$0] }
        return details.count
    }
}
