import Foundation
import PDFText
import StatementCore

/// Opens a statement PDF and turns each open failure into the one-line error docs/usage.md lists.
public enum DocumentOpener {
    /// `otherFormatsRead`: the caller reads statement files of other formats too (`parse`,
    /// `import`), so a file that is neither says which formats are read, not only that it is no PDF.
    public static func open(_ path: String, password: String?, otherFormatsRead: Bool = false) throws(AppError) -> PDFDocument {
        do {
            return try PDFDocument(path: path, password: password)
        } catch {
            // A PDF's objects behind a damaged first line: a damaged PDF, said as such.
            if otherFormatsRead, case .notPDF = error, !startsLikeAPDFBody(path) { throw StructuredFileReader.notAStatement(path) }
            // An empty password file gives an empty password, which poppler takes for none: the
            // advice to pass a password file would send the person back to the one they passed.
            if case .needsPassword = error, password == "" {
                throw AppError(
                    .password,
                    "\(DisplayName.of(path)): needs a password, and the one given is empty (an empty password file?): "
                        + "put the PDF's password in the file, on one line")
            }
            throw AppError(category(for: error), "\(DisplayName.of(path)): \(LedgerFailure.oneLine(error.advice))")
        }
    }

    private static func startsLikeAPDFBody(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path), let head = try? handle.read(upToCount: 16_384) else { return false }
        try? handle.close()
        return FormatSniffer.looksLikePDFBody([UInt8](head))
    }

    static func category(for error: PDFOpenError) -> AppError.Category {
        switch error {
        case .notFound, .linkLoop, .notReadable, .notRegularFile: return .noInput
        case .notPDF, .empty, .image, .webPage, .damaged, .other: return .badData
        case .needsPassword, .wrongPassword: return .password
        }
    }

    /// Checks a page range against the document before any page is read: a range that starts
    /// beyond the last page is a mistake in the request, not an empty answer.
    public static func pages(_ range: ClosedRange<Int>?, in document: PDFDocument, path: String) throws(AppError) -> ClosedRange<Int>? {
        guard let range else { return nil }
        guard range.lowerBound <= document.pageCount else {
            throw .usage(
                "--pages starts at page \(range.lowerBound) but \(DisplayName.of(path)) has \(document.pageCount) page\(document.pageCount == 1 ? "" : "s"): ask for pages 1 to \(document.pageCount)"
            )
        }
        return range.lowerBound...min(range.upperBound, document.pageCount)
    }
}
