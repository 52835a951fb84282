extension StatementParser {
    /// The third stage: the column model of the table found, handed to the grouping of entries,
    /// the verifier and the readings that try the columns otherwise.
    static func columnModel(_ tables: TablesFound, recording recorder: inout ReadingRecorder) -> ColumnModel {
        recorder.open.rolesByPosition = tables.table.rolesByPosition
        return ColumnModel(
            vocabulary: tables.vocabulary, headers: tables.table.headers, rolesByPosition: tables.table.rolesByPosition,
            firstHeader: tables.table.firstHeader)
    }
}
