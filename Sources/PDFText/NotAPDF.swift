import Foundation

/// What a file without a "%PDF-" header is instead, from its first bytes, so the one line a person
/// reads says what they saved: nothing at all, a picture, or a web page.
enum NotAPDF {
    static func kind(ofFileAt path: String) -> PDFOpenError {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .notPDF }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 512)) ?? Data())
        return kind(ofHead: head)
    }

    static func kind(ofHead head: [UInt8]) -> PDFOpenError {
        if head.isEmpty { return .empty }
        let signatures: [(bytes: [UInt8], format: String)] = [
            ([0xFF, 0xD8, 0xFF], "JPEG"), ([0x89, 0x50, 0x4E, 0x47], "PNG"), (Array("GIF8".utf8), "GIF"),
            (Array("II*\u{0}".utf8), "TIFF"), (Array("MM\u{0}*".utf8), "TIFF"),
        ]
        if let image = signatures.first(where: { head.starts(with: $0.bytes) }) { return .image(format: image.format) }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            return .image(format: "WebP")
        }
        let text = String(decoding: head, as: UTF8.self).lowercased()
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.hasPrefix("<!doctype html") || start.hasPrefix("<html") || (start.hasPrefix("<?xml") && text.contains("<html"))
            || start.hasPrefix("<head") || start.hasPrefix("<body")
        {
            return .webPage
        }
        return .notPDF
    }
}
