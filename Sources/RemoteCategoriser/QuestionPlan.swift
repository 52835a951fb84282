/// Rows turned into the questions that would be sent: masked, and one question for all rows that
/// ask the same thing, in first-seen order.
struct QuestionPlan: Sendable {
    var questions: [RemoteQuestion] = []
    /// For each row, its question's place in `questions`.
    var questionForRow: [Int] = []

    init(rows: [RemoteRow], masker: DescriptionMasker) {
        var placeByIdentity: [String: Int] = [:]
        for row in rows {
            let question = RemoteQuestion(row: row, masker: masker)
            if let place = placeByIdentity[question.identity] {
                questionForRow.append(place)
            } else {
                placeByIdentity[question.identity] = questions.count
                questionForRow.append(questions.count)
                questions.append(question)
            }
        }
    }

    static func batches<Element>(_ items: [Element], size: Int) -> [[Element]] {
        stride(from: 0, to: items.count, by: max(size, 1)).map { Array(items[$0..<min($0 + max(size, 1), items.count)]) }
    }
}
