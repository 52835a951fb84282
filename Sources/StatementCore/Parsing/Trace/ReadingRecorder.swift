/// What the stages of one reading record as they go, handed down to each: what they left open
/// for the readings that may take their decisions back (`OpenDecisions`) and, when the parse
/// traces, each entry of the table as the grouping read it. Not tracing, nothing of the trace
/// is made: each stage asks `tracing` before it records.
struct ReadingRecorder {
    let tracing: Bool
    var open = OpenDecisions()
    /// Each entry's place, columns and section as the grouping read it, only when tracing.
    var entries: [StatementParser.TracedEntry] = []
}
