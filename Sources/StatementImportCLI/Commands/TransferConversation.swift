import StatementImport

/// `review --transfers`: the found pairs and the lone legs, one question each, answered with a
/// key (Enter or c confirms, x unpairs, a number or an id pairs, s skips, q quits). The queue is
/// read again after each answer, so a leg just paired is not asked about as a lone leg later.
enum TransferConversation {
    /// Asks until no question is left, the input ends or the person quits; returns how many answers changed the ledger.
    static func converse(reviewer: Reviewer, source: inout any ReviewAnswerSource, console: Console, width: Int) throws -> Int {
        // The answer sources complete category names at a terminal; a transfer takes none.
        let session = ReviewSession(rows: [], categories: [])
        var asked: Set<String> = []
        var changed = 0, done = 0
        var questions = try reviewer.transferQuestions()
        if questions.isEmpty { console.print("No transfer waits for you: every pair is confirmed and no leg is flagged.") }
        while let question = questions.first {
            console.print("")
            // The count can shrink as answers settle other legs: "[done + 1/done + still open]".
            console.print("[\(done + 1)/\(done + questions.count)] " + question.lines.joined(separator: "\n"))
            var answered = false
            while !answered {
                guard let text = source.answer(prompt: question.prompt, session: session) else { return changed }
                let answer = question.interpret(text)
                switch answer {
                case .quit: return changed
                case .askAgain(let message):
                    console.print(WordWrap.lines(message.split(separator: " ").map(String.init), width: width, indent: "  ").joined(separator: "\n"))
                case .skip:
                    console.print("  → skipped")
                    answered = true
                default:
                    do {
                        if let line = try reviewer.apply(answer, to: question) { console.print(line) }
                        changed += 1
                        answered = true
                    } catch {
                        guard !ReviewCommand.endsTheReview.contains(error.category) else { throw error }
                        console.error("  " + error.message)
                    }
                }
            }
            done += 1
            asked.formUnion(question.rowIDs)
            questions = try reviewer.transferQuestions(skipping: asked)
        }
        return changed
    }
}
