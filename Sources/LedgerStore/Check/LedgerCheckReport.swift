/// What `Ledger.check()` found. Healthy means every list is empty.
public struct LedgerCheckReport: Sendable, Equatable {
    /// Lines of PRAGMA integrity_check other than "ok".
    public var integrityProblems: [String]
    /// One line per PRAGMA foreign_key_check row.
    public var foreignKeyProblems: [String]
    /// Statements whose opening balance plus their rows no longer equals their closing balance.
    public var unbalancedStatements: [String]
    /// Rows whose stored fingerprint is not what their content hashes to, or that one statement matched twice.
    public var fingerprintProblems: [String]
    /// Statements that do not join up with each other or with the ledger's rows; gaps (a
    /// missing statement) are among them but do not make the ledger unhealthy.
    public var reconciliation: [ReconciliationFinding] = []
    /// Statements of one account sharing rows but printing other balances for the same days: one
    /// of each pair is not the bank's word, and each names the one to take back.
    public var contradictions: [StatementContradiction] = []

    /// Statements that did not add up and were stored anyway (`--accept-unverified`), each named:
    /// a person chose to keep them, so they leave the ledger healthy, but a check never says of
    /// them that they add up.
    public var acceptedFailures: [String] = []

    /// Import runs left `running` by a killed process. Reported, not a fault of the ledger's data:
    /// each statement is stored whole or not at all, so they do not make it unhealthy.
    public var abandonedRuns: [String] = []

    /// Transfers that do not join up: a leg whose partner should be in the ledger but is not, a
    /// leg with two equal candidates, rows that look like a transfer the ledger has not paired.
    /// Said, not a fault of the ledger: a statement of the other account may simply be missing.
    public var transfers: [String] = []

    public var isHealthy: Bool {
        integrityProblems.isEmpty && foreignKeyProblems.isEmpty && unbalancedStatements.isEmpty
            && fingerprintProblems.isEmpty && reconciliation.allSatisfy(\.isGap) && contradictions.isEmpty
    }

    public var problems: [String] {
        integrityProblems + foreignKeyProblems + unbalancedStatements + fingerprintProblems
            + reconciliation.filter { !$0.isGap }.map(\.description) + contradictions.map(\.description)
    }

    /// Every fault is a running sum that rows marked duplicate make up exactly: the next step is
    /// taking a wrong mark back, not restoring a backup or re-importing.
    public var explainedByDuplicateMarks: Bool {
        integrityProblems.isEmpty && foreignKeyProblems.isEmpty && unbalancedStatements.isEmpty
            && fingerprintProblems.isEmpty && contradictions.isEmpty && reconciliation.contains(where: \.isExplainedByDuplicateMarks)
            && reconciliation.allSatisfy { $0.isGap || $0.isExplainedByDuplicateMarks }
    }

    /// Every fault comes of statements contradicting each other (a running sum that misses the
    /// closing of one of them, an opening after one of them): taking the wrong one back mends it,
    /// where re-importing adds nothing. The statements to take back, in id order; empty otherwise.
    public var removalsMendingContradictions: [Int64] {
        let involved = Set(contradictions.flatMap { [$0.earlier.statementID, $0.later.statementID] })
        guard !contradictions.isEmpty, integrityProblems.isEmpty, foreignKeyProblems.isEmpty, unbalancedStatements.isEmpty,
            fingerprintProblems.isEmpty, reconciliation.allSatisfy({ $0.isGap || !$0.statementIDs.isDisjoint(with: involved) })
        else { return [] }
        return Set(contradictions.map(\.suggestedRemoval.statementID)).sorted()
    }

    /// Missing statements, worth saying but not a fault of the ledger.
    public var gaps: [String] { reconciliation.filter(\.isGap).map(\.description) }
}
