import Foundation
import PDFText
import StatementCore
import Testing

/// Words whose boxes are no finite number (a broken PDF's text matrix) have no place on the
/// page: the line builder drops them, turns a reversed box round, and the parser reading the
/// lines returns, whichever word was broken.
@Suite struct NonFiniteWordBoxTests {
    static func words() -> [TextWord] {
        let rows = [
            ["03/03/2025", "Energy", "invoice", "-84.20", "12,365.80"], ["05/03/2025", "Salary", "Contoso", "2,150.00", "14,515.80"],
            ["12/03/2025", "Store", "Fabrikam", "-1,234.56", "13,281.24"],
        ]
        var words = [
            TextWord(text: "Opening", x0: 110, y0: 91, x1: 150, y1: 100, fontSize: 9),
            TextWord(text: "balance", x0: 153, y0: 91, x1: 190, y1: 100, fontSize: 9),
            TextWord(text: "12,450.00", x0: 470, y0: 91, x1: 520, y1: 100, fontSize: 9),
        ]
        for (line, row) in rows.enumerated() {
            let top = 103 + Double(line) * 12
            let starts = [40.0, 110, 150, 400, 470]
            for (text, x) in zip(row, starts) {
                words.append(TextWord(text: text, x0: x, y0: top, x1: x + Double(text.count) * 5, y1: top + 9, fontSize: 9))
            }
        }
        return words
    }

    @Test func brokenBoxesAreDroppedOrTurnedRound() {
        let words = Self.words()
        for index in words.indices {
            for value in [Double.nan, .infinity, -.infinity] {
                var broken = words
                broken[index].x1 = value
                let lines = LineBuilder().lines(broken, page: 1)
                let kept = lines.flatMap(\.words)
                #expect(kept.count == words.count - 1)
                #expect(!kept.contains { $0.text == words[index].text && $0.x0 == words[index].x0 })
                #expect(kept.allSatisfy { $0.isPlaced })
                _ = StatementParser().parse(pages: [TextPage(number: 1, width: 595, height: 842, lines: lines)])
            }
            var reversed = words
            (reversed[index].x0, reversed[index].x1) = (words[index].x1, words[index].x0)
            let lines = LineBuilder().lines(reversed, page: 1)
            #expect(lines.flatMap(\.words).count == words.count)
            #expect(lines.flatMap(\.words).allSatisfy { $0.isPlaced })
            _ = StatementParser().parse(pages: [TextPage(number: 1, width: 595, height: 842, lines: lines)])
        }
    }

    /// A one-page PDF whose content stream is `content`, in Helvetica as /F1.
    static func pdf(_ content: String) -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream", "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
        var file = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.utf8.count)
            file += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = file.utf8.count
        file += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { file += String(format: "%010d 00000 n \n", offset) }
        file += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(file.utf8)
    }

    /// Text matrices and font sizes far beyond any page (a 308-digit size, a scale of 10^-300,
    /// a zero matrix, a mirrored one), as a broken or hostile PDF prints them: every word the PDF
    /// reader gives is placed, and the statement parses.
    @Test func aMatrixFarBeyondThePageGivesPlacedWords() throws {
        let huge = String(repeating: "9", count: 308), tiny = "0." + String(repeating: "0", count: 299) + "1"
        let content = [
            "BT /F1 9 Tf 1 0 0 1 40 700 Tm (03/03/2025 Energy invoice -84.20 12,365.80) Tj ET",
            "BT /F1 \(huge) Tf 200 Tz \(tiny) 0 0 \(tiny) 40 680 Tm (12.00) Tj ET",
            "BT /F1 \(huge) Tf \(tiny) 0 0 \(tiny) 40 660 Tm (Closing) Tj ET",
            "BT /F1 9 Tf \(huge) 0 0 \(huge) 40 640 Tm (5.00) Tj ET", "BT /F1 9 Tf 0 0 0 0 40 620 Tm (zero) Tj ET",
            "BT /F1 9 Tf -1 0 0 1 300 600 Tm (mirrored 7.00) Tj ET",
            "BT /F1 9 Tf 1 0 0 1 40 580 Tm [(A) -\(huge) (B)] TJ ET",
        ].joined(separator: "\n")
        let directory = try SampleFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("matrices.pdf").path
        try Self.pdf(content).write(to: URL(fileURLWithPath: path))
        let document = try PDFDocument(path: path)
        let pages = Array(document.pages())
        let words = pages.flatMap(\.lines).flatMap(\.words)
        #expect(words.contains { $0.text == "03/03/2025" })
        #expect(words.allSatisfy { $0.isPlaced }, "\(words)")
        _ = StatementParser().parse(pages: pages)
    }
}
