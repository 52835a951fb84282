extension StatementParser {
    /// The third stage: the column model of the table found, handed to the grouping of entries,
    /// the verifier and the readings that try the columns otherwise. Handed the hypothesis whole,
    /// as every stage is, for the decisions about columns it makes.
    static func columnModel(
        _ tables: TablesFound, supposing hypothesis: Hypothesis, recording recorder: inout ReadingRecorder
    ) -> ColumnModel {
        recorder.open.rolesByPosition = tables.table.rolesByPosition
        return ColumnModel(
            vocabulary: tables.vocabulary, headers: tables.table.headers, rolesByPosition: tables.table.rolesByPosition,
            firstHeader: tables.table.firstHeader)
    }
}
