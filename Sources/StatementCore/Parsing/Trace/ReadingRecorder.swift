/// What the stages of one reading record as they go, handed down to each: what they left open
/// for the readings that may take their decisions back (`OpenDecisions`) and, when the parse
/// traces, the role each stage gave each line as it decided it (`lines`). Not tracing, nothing
/// of the trace is made: each stage asks `tracing` before it records.
struct ReadingRecorder {
    let tracing: Bool
    var open = OpenDecisions()
    /// Each entry's place, columns and section as the grouping read it, until its row is made,
    /// only when tracing.
    var entries: [StatementParser.TracedEntry] = []
    /// Each line's role as the stage that gave it noted it, only when tracing.
    var lines = LineNotes()

    /// The stage's role for the reading at `index` (its reading text made only when tracing).
    mutating func note(
        _ index: Int, _ claim: LineClaim, _ role: ParseTrace.Line.Role?, _ reading: @autoclosure () -> String
    ) {
        guard tracing else { return }
        lines.note(index, claim, role, reading())
    }
}
