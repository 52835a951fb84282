import PDFText
import StatementCore

/// What an import does before parsing: open the PDF and build every page's lines, one page at
/// a time, keeping none of them. Returns counts so the work cannot be optimised away.
func extractOnly(path: String) throws -> (pages: Int, lines: Int) {
    let document = try PDFDocument(path: path)
    var pages = 0, lines = 0
    for page in document.pages() {
        pages += 1
        lines += page.lines.count
    }
    return (pages, lines)
}

/// Extraction then parsing; the parser takes all pages at once, so they are collected first.
func extractAndParse(path: String) throws -> Statement {
    let document = try PDFDocument(path: path)
    return StatementParser().parse(pages: Array(document.pages()))
}
