import Categorisation
import StatementCore

/// Where the pipeline's files are read: in this process, or each in a worker process of its own
/// (a PDF that crashes or hangs the reader then fails alone). Either way every file is handed back
/// on the calling thread, in the order given, so the ledger's writes stay serial and repeatable.
protocol StatementSource {
    /// True when a file's rows may be categorised on another thread while the ledger gets the
    /// write ready: the file was read here, and more than one thread is allowed.
    var categorisesBesideTheWrite: Bool { get }

    /// Calls `body` once per file, in order, with a way to read it: its statements, or why not.
    /// `categorise`: the local chain, for a source reading on threads of its own to work out each
    /// file's suggestions as it arrives (nil leaves them to the pipeline).
    func read(
        _ files: [IncomingFile], categorise: (@Sendable (Statement) -> [CategorisedRow]?)?,
        _ body: (IncomingFile, () throws(ReadFailure) -> StatementFile) throws(AppError) -> Void) throws(AppError)
}
