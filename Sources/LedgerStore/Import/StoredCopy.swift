/// A statement already stored from another file that a statement being imported is a copy of.
struct StoredCopy: Sendable, Equatable {
    /// The file it was stored from.
    var file: String
    /// Rows this copy words otherwise (matched by day and amount); 0 for a copy printing the same.
    var rewordedRows = 0
}
