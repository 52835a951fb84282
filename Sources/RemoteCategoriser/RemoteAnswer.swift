/// The service's answer for one row, checked: a known category id (or none) and a confidence in [0, 1].
struct RemoteAnswer: Sendable, Hashable {
    var categoryID: String?
    var confidence: Double
}
