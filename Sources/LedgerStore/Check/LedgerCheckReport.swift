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
            && fingerprintProblems.isEmpty && reconciliation.allSatisfy(\.isGap)
    }

    public var problems: [String] {
        integrityProblems + foreignKeyProblems + unbalancedStatements + fingerprintProblems
            + reconciliation.filter { !$0.isGap }.map(\.description)
    }

    /// Every fault is a running sum that rows marked duplicate make up exactly: the next step is
    /// taking a wrong mark back, not restoring a backup or re-importing.
    public var explainedByDuplicateMarks: Bool {
        integrityProblems.isEmpty && foreignKeyProblems.isEmpty && unbalancedStatements.isEmpty
            && fingerprintProblems.isEmpty && reconciliation.contains(where: \.isExplainedByDuplicateMarks)
            && reconciliation.allSatisfy { $0.isGap || $0.isExplainedByDuplicateMarks }
    }

    /// Missing statements, worth saying but not a fault of the ledger.
    public var gaps: [String] { reconciliation.filter(\.isGap).map(\.description) }
}
