import Foundation
import StatementImport

/// Draws an import's events on the console: a line per file, and on a terminal a progress line
/// on stderr that the next line overwrites.
final class ImportReporter: ImportEvents {
    let console: Console
    private let drawsProgress: Bool
    private var progressShown = false
    /// The deciding options the person gave (`--currency USD`), kept in the commands printed.
    private let given: [String]

    init(console: Console, drawsProgress: Bool = isatty(STDERR_FILENO) == 1, given: [String] = []) {
        self.console = console
        self.drawsProgress = drawsProgress
        self.given = given
    }

    func fileStarted(_ path: String, number: Int, of total: Int) {
        guard drawsProgress, total > 1 else { return }
        console.status("\r\u{1B}[K[\(number)/\(total)] \(DisplayName.of((path as NSString).lastPathComponent))")
        progressShown = true
    }

    func fileFinished(_ result: FileImportResult) {
        clearProgress()
        let path = DisplayName.of(result.path)
        switch result.status {
        case .failed(let error):
            // Two questions at once: the command answering both, with the path as given.
            let both = error.decision.flatMap { $0.contains("--account") ? ": " + ImportCommandLine.of(result.path, decision: $0) : nil }
            console.error("statement-import import: \(error.message)\(both ?? "")")
        case .alreadyImported:
            console.print(ImportCommand.alreadyImportedLine(path, copyOf: nil))
        case .stored(let file, let outcomes):
            _ = ImportCommand.report(outcomes, statements: file.statements, path: path, console: console, given: given)
        }
    }

    func warning(_ message: String) {
        clearProgress()
        console.error("statement-import import: warning: \(message)")
    }

    func clearProgress() {
        guard progressShown else { return }
        console.status("\r\u{1B}[K")
        progressShown = false
    }
}
