/// The files the ledger can be written out as.
public enum ExportFormat: String, Sendable, CaseIterable {
    case csv
    case json
    /// A plain-text accounting journal for hledger (`hledger -f FILE print`).
    case hledger
    /// A beancount file that `bean-check` accepts.
    case beancount
}
