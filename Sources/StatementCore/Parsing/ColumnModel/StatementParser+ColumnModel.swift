extension StatementParser {
    /// The column model's decision taken before the table is read: where no header names the
    /// money columns, which of a row's figures is the running balance (`PositionalRoles`). The
    /// table reader is handed it and places each such row's money by it as it reads the row.
    static func positionalRoles(supposing hypothesis: Hypothesis) -> PositionalRoles {
        PositionalRoles(balanceFirst: hypothesis.balanceFirst)
    }

    /// The third stage: the column model of the table found, handed to the grouping of entries,
    /// the verifier and the readings that try the columns otherwise. Handed the hypothesis whole,
    /// as every stage is, for the decisions about columns it makes.
    static func columnModel(
        _ tables: TablesFound, drafts: inout [RowDraft], supposing hypothesis: Hypothesis, recording recorder: inout ReadingRecorder
    ) -> ColumnModel {
        recorder.open.rolesByPosition = tables.table.rolesByPosition
        // Money placed by position alone, no header naming a money column: the arithmetic names the balance.
        let noMoneyHeader = !tables.table.headers.contains(where: { $0.layout.hasMoneyColumns })
        let arithmetic =
            tables.table.rolesByPosition && noMoneyHeader ? ArithmeticRoles.assign(&drafts, readings: tables.table.readings) : nil
        // One figure a row in one of two columns and no running balance: a totals line under the
        // rows names the columns, or a reading supposes which is money out (`MoneyColumnsDecision`).
        var totals: TotalsRoles?
        if arithmetic == nil && noMoneyHeader {
            recorder.open.unsignedColumns = TotalsRoles.columns(drafts) ?? []
            totals = TotalsRoles.assign(&drafts, readings: tables.table.readings, outColumnAt: hypothesis.outColumnRightEdge)
        }
        return ColumnModel(
            vocabulary: tables.vocabulary, headers: tables.table.headers, rolesByPosition: tables.table.rolesByPosition,
            firstHeader: tables.table.firstHeader, arithmetic: arithmetic, totals: totals)
    }
}
