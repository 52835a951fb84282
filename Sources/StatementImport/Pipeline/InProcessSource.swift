import Categorisation
import StatementCore

/// Files read one after the other on the calling thread (`--jobs` threads for one file's pages).
struct InProcessSource: StatementSource {
    var reader: StatementFileReader
    /// The SHA-256 of the files hashed already (not read again to hash them).
    var hashes: [String: String]

    var categorisesBesideTheWrite: Bool { reader.jobs > 1 }

    func read(
        _ files: [IncomingFile], categorise: (@Sendable (Statement) -> [CategorisedRow]?)?,
        _ body: (IncomingFile, () throws(ReadFailure) -> StatementFile) throws(AppError) -> Void
    ) throws(AppError) {
        for file in files {
            try body(file) { () throws(ReadFailure) -> StatementFile in
                do throws(AppError) {
                    return try reader.read(file.path, sha256: hashes[file.path])
                } catch {
                    throw ReadFailure(error)
                }
            }
        }
    }
}
