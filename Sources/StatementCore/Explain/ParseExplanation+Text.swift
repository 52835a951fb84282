extension ParseExplanation {
    /// The text `parse --explain` prints.
    public var text: String {
        var out = "# lines: p<page> l<line> <role> | <what was read and why> | <printed text>\n"
        for line in lines {
            out += "p\(line.page) l\(line.line) \(line.role.rawValue) | \(line.reading) | \(line.text)\n"
        }
        for (index, statement) in statements.enumerated() {
            out +=
                "\n# statement \(index + 1) of \(statements.count): account \(statement.account ?? "unknown"), \(statement.transactions.count) rows\n"
            out += "decision decimal-mark: \(statement.decisions.decimalMark)\n"
            out += "decision date-order: \(statement.decisions.dateOrder)\n"
            out += "decision year: \(statement.decisions.yearInference)\n"
            // The readings tried for each decision left open, as the parse recorded them.
            for decision in statement.decisions.trace?.decisions ?? [] {
                for (position, candidate) in decision.candidates.enumerated() {
                    out +=
                        "decision reading: \(decision.name == "sections" ? "" : decision.name + ": ")\(candidate.summary)"
                        + (position == decision.chosen ? " <- chosen\n" : "\n")
                }
            }
            let decision = statement.currencyDecision
            out += "decision currency: \(decision.currency?.code ?? "none")"
            out += decision.evidence.isEmpty ? "\n" : " (evidence: \(decision.evidence.joined(separator: "; ")))\n"
            if let warning = decision.warning { out += "warning currency: \(warning)\n" }
            out += "decision kind: \(statement.kind.rawValue)\n"
            out += "verdict: \(statement.verification.verdict.rawValue)\n"
            for check in statement.verification.checks { out += "check passed: \(check)\n" }
            for problem in statement.verification.problems { out += "problem: \(problem)\n" }
            for note in statement.verification.notes { out += "note: \(note)\n" }
        }
        return out
    }
}
