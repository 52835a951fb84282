import PDFText

/// Opens a statement PDF for a command and turns each open failure into the one-line error and
/// exit code that the README lists.
enum DocumentOpener {
    static func open(_ path: String, password: String?) throws(CLIError) -> PDFDocument {
        do {
            return try PDFDocument(path: path, password: password)
        } catch {
            throw CLIError("\(path): \(error.advice)", exitCode: exitCode(for: error))
        }
    }

    static func exitCode(for error: PDFOpenError) -> ExitCode {
        switch error {
        case .notFound, .notReadable, .notRegularFile: return .noInput
        case .notPDF, .damaged: return .dataError
        case .needsPassword, .wrongPassword: return .noPermission
        case .other: return .dataError
        }
    }
}
