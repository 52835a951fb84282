/// Where settled rows go among a batch's open rows: `RemoteAgreement.settledPerBatch` of them,
/// spread through the batch and a different few for each batch, the same for an import and for
/// `remote preview`, so the preview shows exactly what is sent.
enum SettledRowMix {
    /// The settled questions not already among the open ones, each once, with their categories.
    static func questions(
        _ settled: [SettledRow], masker: DescriptionMasker,
        asked: Set<String>
    ) -> [(question: RemoteQuestion, categoryID: String)] {
        var seen: Set<String> = []
        return settled.compactMap { settled in
            let question = RemoteQuestion(row: settled.row, masker: masker)
            guard !asked.contains(question.identity), seen.insert(question.identity).inserted else { return nil }
            return (question, settled.categoryID)
        }
    }

    /// The batch's rows in the order sent: an open row, or an index into the settled list.
    static func mix<Open>(_ open: [Open], settledCount: Int, batch number: Int) -> [Either<Open>] {
        var slots = open.map(Either.open)
        let count = min(RemoteAgreement.settledPerBatch, settledCount)
        for index in 0..<count {
            let position = (index + 1) * slots.count / (count + 1) + index
            slots.insert(.settled((number * count + index) % settledCount), at: min(position, slots.count))
        }
        return slots
    }

    enum Either<Open> {
        case open(Open)
        case settled(Int)
    }
}
