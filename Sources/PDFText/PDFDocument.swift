import CStatementPDF
import Foundation
import StatementCore

/// An open PDF. Owns the shim's handle and closes it in `deinit`; pages are read one at a time,
/// so memory stays one page's worth however long the statement is.
public final class PDFDocument {
    private let handle: OpaquePointer
    public let path: String
    public let pageCount: Int
    private var pageWords: [TextWord] = []
    private var pageFonts: [Int32] = []
    private var glyphCodes = GlyphCodeRepair()

    /// Opens `path`; the password, when given, is handed to poppler and kept nowhere else.
    public init(path: String, password: String? = nil) throws(PDFOpenError) {
        try PDFDocument.requireRegularFile(path)
        var status = SPDF_STATUS_OK
        var message = [CChar](repeating: 0, count: 512)
        let opened: OpaquePointer? = message.withUnsafeMutableBufferPointer { buffer in
            if let password {
                return password.withCString { spdf_document_open(path, $0, &status, buffer.baseAddress, buffer.count) }
            }
            return spdf_document_open(path, nil, &status, buffer.baseAddress, buffer.count)
        }
        guard let opened else {
            let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let error = PDFDocument.error(for: status, detail: detail)
            throw error == .notPDF ? NotAPDF.kind(ofFileAt: path) : error
        }
        handle = opened
        self.path = path
        pageCount = Int(spdf_document_page_count(opened))
    }

    deinit {
        spdf_document_close(handle)
    }

    /// The words of page `number` (1-based), copied out of the shim's buffer.
    public func words(onPage number: Int) -> PageWords? {
        var words: [TextWord] = []
        guard let size = read(page: number, into: &words) else { return nil }
        return PageWords(number: number, width: size.width, height: size.height, words: words)
    }

    /// Page `number` (1-based) as lines of words.
    public func page(_ number: Int, lineBuilder: LineBuilder = LineBuilder()) -> TextPage? {
        // One buffer for every page's words: a page's worth is large enough that allocating it
        // anew for each page costs more than the lines built from it.
        defer { pageWords.removeAll(keepingCapacity: true) }
        guard let size = read(page: number, into: &pageWords) else { return nil }
        return TextPage(
            number: number, width: size.width, height: size.height,
            lines: lineBuilder.lines(pageWords, page: number), contentErrors: size.contentErrors,
            decodedFonts: size.decodedFonts)
    }

    /// Replaces `words` with the words of page `number`, a font's text given as glyph codes read
    /// back (`GlyphCodeRepair`); nil when poppler cannot read the page.
    private func read(
        page number: Int, into words: inout [TextWord]
    ) -> (width: Double, height: Double, contentErrors: Int, decodedFonts: [String])? {
        var raw = spdf_page_words()
        guard number >= 1, number <= pageCount, spdf_document_page_words(handle, Int32(number - 1), &raw) == 0 else {
            return nil
        }
        words.removeAll(keepingCapacity: true)
        words.reserveCapacity(raw.word_count)
        // The fonts' buffer is taken out of the class for the page: a stored property of a class
        // pays an exclusivity check on each append, and a new array per page costs its allocation
        // (glibc tidies its free lists on a large one: 0.11 G at 500 pages).
        var fonts: [Int32] = []
        swap(&fonts, &pageFonts)
        defer { swap(&fonts, &pageFonts) }
        fonts.removeAll(keepingCapacity: true)
        fonts.reserveCapacity(raw.word_count)
        if let base = raw.words {
            for index in 0..<raw.word_count {
                let word = base[index]
                fonts.append(word.font)
                // The shim gives each word's length: no second look for its NUL.
                let bytes = UnsafeBufferPointer(
                    start: UnsafeRawPointer(word.text).assumingMemoryBound(to: UInt8.self), count: word.length)
                words.append(
                    TextWord(
                        text: String(decoding: bytes, as: UTF8.self), x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1,
                        fontSize: word.font_size > 0 ? word.font_size : nil))
            }
        }
        var names: [String] = []
        if let fontNames = raw.font_names {
            names = (0..<raw.font_count).map { fontNames[$0].map { String(cString: $0) } ?? "" }
        }
        let decoded = glyphCodes.repair(&words, fonts: fonts, names: names)
        return (raw.width, raw.height, Int(raw.content_errors), decoded)
    }

    /// The pages in `range` (1-based, clamped to the document), produced lazily one at a time.
    public func pages(
        _ range: ClosedRange<Int>? = nil, lineBuilder: LineBuilder = LineBuilder()
    )
        -> some Sequence<TextPage>
    {
        let wanted = range.map { max(1, $0.lowerBound)...min(pageCount, $0.upperBound) }
        let numbers: ClosedRange<Int>? = pageCount == 0 ? nil : wanted ?? 1...pageCount
        return (numbers.map(Array.init) ?? []).lazy.compactMap { self.page($0, lineBuilder: lineBuilder) }
    }

    /// poppler's fopen would block forever on a named pipe and read a device without end: the
    /// file type is checked first (stat follows a symbolic link to the file it names).
    static func requireRegularFile(_ path: String) throws(PDFOpenError) {
        var information = stat()
        guard stat(path, &information) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .notFound
            case ELOOP: throw .linkLoop
            case EACCES: throw .notReadable
            default: return  // Left to the shim, which reports its own typed status.
            }
        }
        switch information.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFIFO: throw .notRegularFile(kind: "a named pipe")
        case S_IFDIR: throw .notRegularFile(kind: "a folder")
        case S_IFCHR, S_IFBLK: throw .notRegularFile(kind: "a device")
        case S_IFSOCK: throw .notRegularFile(kind: "a socket")
        default: throw .notRegularFile(kind: "not a file")
        }
    }

    private static func error(for status: spdf_status, detail: String) -> PDFOpenError {
        switch status {
        case SPDF_STATUS_NOT_FOUND: return .notFound
        case SPDF_STATUS_NOT_READABLE: return .notReadable
        case SPDF_STATUS_NOT_PDF: return .notPDF
        case SPDF_STATUS_DAMAGED: return .damaged(detail: detail)
        case SPDF_STATUS_NEEDS_PASSWORD: return .needsPassword
        case SPDF_STATUS_WRONG_PASSWORD: return .wrongPassword
        default: return .other(detail: detail.isEmpty ? "unknown poppler error" : detail)
        }
    }
}

/// The handle belongs to one thread at a time: poppler documents are not safe to share.
@available(*, unavailable)
extension PDFDocument: Sendable {}
