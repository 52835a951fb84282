/// Why a PDF could not be opened, as the shim's typed status. Each case says what the user can do.
public enum PDFOpenError: Error, Hashable, Sendable {
    case notFound
    /// The path's symbolic links lead round in a loop (ELOOP).
    case linkLoop
    case notReadable
    case notPDF
    /// A named pipe, folder, device or socket: refused before poppler opens it (a pipe would block).
    case notRegularFile(kind: String)
    case damaged(detail: String)
    case needsPassword
    case wrongPassword
    case other(detail: String)

    /// One sentence for the user, to follow "FILE: ".
    public var advice: String {
        switch self {
        case .notFound:
            return "no such file: check the path"
        case .linkLoop:
            return "its symbolic links lead round in a loop: fix or remove the link"
        case .notReadable:
            return "cannot be read: check its permissions"
        case .notPDF:
            return "is not a PDF (no %PDF- header; an HTML error page saved as .pdf?): download the statement again"
        case .notRegularFile(let kind):
            return "is not a regular file (\(kind)): give the path of a PDF file"
        case .damaged:
            return "the PDF is damaged or truncated: download the statement again"
        case .needsPassword:
            return "needs a password: pass --password-file FILE or set STATEMENT_IMPORT_PDF_PASSWORD"
        case .wrongPassword:
            return "the password is wrong: check the file given to --password-file or STATEMENT_IMPORT_PDF_PASSWORD"
        case .other(let detail):
            return "could not be opened (\(detail)): check that it is a PDF statement"
        }
    }
}
