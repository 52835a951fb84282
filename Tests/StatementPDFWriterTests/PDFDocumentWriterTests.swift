import Foundation
import StatementPDFWriter
import Testing

/// The writer behind every statement the tests draw: equal drawings give equal bytes, the file is
/// a whole PDF, and text is set in WinAnsi so accents and the euro sign survive.
@Suite struct PDFDocumentWriterTests {
    private func drawing() -> Data {
        let writer = PDFDocumentWriter(title: "Made-up statement")
        let first = writer.addPage()
        first.text("Opening balance", x: 40, y: 60)
        first.text("1.234,56 €", x: 500, y: 60, align: .right)
        first.line(x1: 40, y1: 70, x2: 555, y2: 70)
        writer.addPage().text("Café Ejemplo — página 2", x: 40, y: 60, font: .helveticaBold)
        return writer.data()
    }

    @Test func equalDrawingsGiveEqualBytes() {
        #expect(drawing() == drawing())
    }

    @Test func theFileIsAWholePDFWithItsPages() {
        let text = String(decoding: drawing(), as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.4"))
        #expect(text.hasSuffix("%%EOF\n") || text.hasSuffix("%%EOF"))
        #expect(text.contains("/Count 2"))
        #expect(text.contains("xref"))
        #expect(text.contains("/BaseFont /Helvetica-Bold"))
    }

    @Test func textIsEncodedInWinAnsi() {
        #expect(WinAnsiEncoding.encode("€") == [0x80])
        #expect(WinAnsiEncoding.encode("é") == [0xE9])
        // An accent typed as a combining mark still maps to the precomposed letter.
        #expect(WinAnsiEncoding.encode("e\u{301}") == [0xE9])
        // Outside the code page: a visible "?", never dropped.
        #expect(WinAnsiEncoding.encode("日") == [UInt8(ascii: "?")])
    }

    @Test func widthsFollowTheFontAndSize() {
        #expect(PDFStandardFont.courier.width(of: "abcd", size: 10) == 24)
        #expect(PDFStandardFont.helvetica.width(of: "", size: 9) == 0)
        let regular = PDFStandardFont.helvetica.width(of: "Balance", size: 9)
        #expect(PDFStandardFont.helvetica.width(of: "Balance", size: 18) == regular * 2)
        #expect(PDFStandardFont.helveticaBold.width(of: "Balance", size: 9) > regular)
    }
}
