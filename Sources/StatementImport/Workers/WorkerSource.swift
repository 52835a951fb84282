import Categorisation
import Foundation
import StatementCore
import Toolbox

/// Files read by worker processes (`WorkerPool`), each with its time and memory limits, while this
/// process stores the ones read before: a PDF that crashes or hangs its reader fails alone.
struct WorkerSource: StatementSource {
    var pool: WorkerPool
    /// Names the readers' private folder (`ScratchFolder`): `read` for `import`, `batch` for `batch`.
    var kind: String
    /// The SHA-256 of the files hashed already: a reader that parsed other bytes read a file that changed.
    var hashes: [String: String]
    /// Readers started before the ledger opened, taken over when they read these very files.
    var early: WorkerPool.Reading?
    /// What a file that changed while it was read is told to do.
    var changedAdvice: String?

    /// Set for one file alone read on several threads: nothing else is read while it is stored,
    /// so its rows are categorised beside the write (which gets the fingerprints ready first)
    /// rather than on the readers' thread before the write can start.
    var categorisesBesideTheWrite = false

    func read(
        _ files: [IncomingFile], categorise: (@Sendable (Statement) -> [CategorisedRow]?)?,
        _ body: (IncomingFile, () throws(ReadFailure) -> StatementFile) throws(AppError) -> Void
    ) throws(AppError) {
        let reading: WorkerPool.Reading
        do {
            reading = try pool.start(files, kind: kind, reusing: early)
        } catch {
            throw AppError(
                .internalError,
                "cannot create a private folder in \(DisplayName.of(NSTemporaryDirectory())) for the readers \(FileProblem(error).explained(otherwise: "check TMPDIR"))"
            )
        }
        defer { reading.stop() }
        // Categorised on the readers' thread as each file arrives: this thread only stores.
        if let categorise, !categorisesBesideTheWrite { reading.setAfterDecoding { $0.categorised(by: categorise) } }
        do {
            try reading.deliver { file, result in
                try body(file) { () throws(ReadFailure) -> StatementFile in try statementFile(file, result) }
            }
        } catch let error as AppError {
            throw error
        } catch {
            throw AppError(.internalError, "reading the files stopped (\(error)); please report it")
        }
    }

    private func statementFile(_ file: IncomingFile, _ result: Result<WorkerAnswer, FileFailure>) throws(ReadFailure) -> StatementFile {
        switch result {
        case .failure(let failure):
            throw ReadFailure(failure)
        case .success(let answer):
            guard let statements = answer.statements, !statements.isEmpty else {
                throw ReadFailure(.badData("\(file.name): no statement table was found in it: check it with `statement-import parse`"))
            }
            guard let sha256 = hashes[file.path] ?? answer.sha256 else {
                throw ReadFailure(.noInput("\(file.name): cannot be read: check its permissions"))
            }
            // The reader hashed what it parsed: another hash means the file changed since it was hashed here.
            guard answer.sha256 == nil || answer.sha256 == sha256 else {
                let changed =
                    changedAdvice.map { StatementFileReader.changedWhileRead(file.name, advice: $0) }
                    ?? StatementFileReader.changedWhileRead(file.name)
                throw ReadFailure(changed, readAgainLater: true)
            }
            return StatementFile(
                path: file.path, statements: statements, sha256: sha256, pagesWithoutText: answer.pagesWithoutText ?? [],
                suggestionsAsRead: answer.suggestions, pages: answer.pages ?? 0)
        }
    }
}
