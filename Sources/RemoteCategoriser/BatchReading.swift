/// What one answer from the service gave for one batch.
struct BatchReading: Sendable {
    enum Outcome: Sendable, Equatable {
        /// Answers were read (some rows may still have none).
        case read
        /// The model stopped at its length limit: the batch is split and asked again once.
        case cutOff
        /// A refusal or an answer that is not the agreed JSON: no suggestions for the batch.
        case failed(String)
    }

    var outcome: Outcome
    /// By the row's index in the request. A nil category is the service saying it does not know.
    var answers: [Int: RemoteAnswer] = [:]
    /// Rows left without an answer and why (a missing or repeated index, an unknown category).
    var problems: [String] = []

    static func failed(_ reason: String) -> BatchReading { BatchReading(outcome: .failed(reason)) }
}
