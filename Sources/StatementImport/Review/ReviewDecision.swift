/// What a valid answer asks to be done to the row it was asked about.
public indirect enum ReviewDecision: Sendable, Equatable {
    /// Lock the row with this category (its own suggestion, when the answer was Enter).
    case settle(rowID: String, category: String)
    case duplicate(rowID: String)
    case skip(rowID: String)
    /// Take back the last answer; the session goes back to its row.
    case undo(ReviewAnswer)
}
