/// The ledger could not be opened or written for a batch: the run stops, the file stays in the
/// inbox for the next run, and the exit code says why (73, or 78 for a broken rule file).
public struct BatchLedgerError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var exitCode: Int32

    public init(_ message: String, exitCode: Int32 = BatchExit.cannotWrite) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}
