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

    /// Import runs left `running` by a killed process. Reported, not a fault of the ledger's data:
    /// each statement is stored whole or not at all, so they do not make it unhealthy.
    public var abandonedRuns: [String] = []

    public var isHealthy: Bool {
        integrityProblems.isEmpty && foreignKeyProblems.isEmpty && unbalancedStatements.isEmpty
            && fingerprintProblems.isEmpty
    }

    public var problems: [String] { integrityProblems + foreignKeyProblems + unbalancedStatements + fingerprintProblems }
}
