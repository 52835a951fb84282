/// Why a PDF could not be opened, as the shim's typed status. Each case says what the user can do.
public enum PDFOpenError: Error, Hashable, Sendable {
    case notFound
    /// The path's symbolic links lead round in a loop (ELOOP).
    case linkLoop
    case notReadable
    /// No "%PDF-" header, and nothing more can be said of what it is.
    case notPDF
    /// A file of 0 bytes: a download that never finished.
    case empty
    /// A picture ("JPEG", "PNG", …) saved or renamed as a statement.
    case image(format: String)
    /// A web page (HTML) saved as .pdf: a bank's error or login page.
    case webPage
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
            return "is not a PDF, or a damaged one (it does not start with %PDF-): download the statement again"
        case .empty:
            return "is empty (0 bytes): download the statement again"
        case .image(let format):
            return "is a \(format) image, not a PDF: download the statement as a PDF from the bank"
        case .webPage:
            return "is not a PDF but a web page (an HTML error or login page saved as .pdf?): download the statement again"
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
