import Foundation
@testable import PDFText
import StatementCore
import StatementPDFWriter
import Testing
import TestSupport

/// Text layers that give glyph codes: a font's ToUnicode map keyed by glyph index, so a drawn
/// character comes out shifted by a constant wherever its code is also the index of a glyph the
/// font uses. Drawn with such a map, statements read back as drawn; text that reads is never
/// touched, and text with no consistent offset stays unread rather than guessed.
@Suite struct GlyphCodeTextTests {
    /// One drawn table: a period line, a header, an opening, rows and a closing.
    private struct Drawing {
        var period: String
        var header: [String]
        var opening: (label: String, amount: String)
        var rows: [(date: String, description: String, amount: String, balance: String)]
        var closing: (label: String, amount: String)
    }

    private let english = Drawing(
        period: "Statement period 01/03/2025 to 31/03/2025", header: ["Date", "Description", "Amount", "Balance"],
        opening: ("Opening balance", "1,250.00"),
        rows: [
            ("03/03/2025", "Cafe Roma", "-4.50", "1,245.50"), ("07/03/2025", "Salary Northwind Ltd", "2,100.00", "3,345.50"),
            ("12/03/2025", "Grocer Market Hall", "-86.25", "3,259.25"), ("20/03/2025", "Rent March", "-950.00", "2,309.25"),
        ],
        closing: ("Closing balance", "2,309.25"))

    private let german = Drawing(
        period: "Kontoauszug vom 01.04.2025 bis 30.04.2025", header: ["Datum", "Vorgang", "Betrag", "Saldo"],
        opening: ("Alter Kontostand", "812,40"),
        rows: [
            ("02.04.2025", "Lastschrift Stadtwerke", "-64,00", "748,40"), ("09.04.2025", "Gutschrift Gehalt", "2.450,00", "3.198,40"),
            ("15.04.2025", "Kartenzahlung Baeckerei", "-7,80", "3.190,60"), ("28.04.2025", "Dauerauftrag Miete", "-1.100,00", "2.090,60"),
        ],
        closing: ("Neuer Kontostand", "2.090,60"))

    private func draw(_ drawing: Drawing, glyphCodes: Set<PDFStandardFont>, in folder: TemporaryFolder) throws -> String {
        let writer = PDFDocumentWriter()
        writer.glyphCodeFonts = glyphCodes
        let page = writer.addPage()
        page.text(drawing.period, x: 40, y: 60, font: .helveticaBold, size: 10)
        for (text, x) in zip(drawing.header, [40.0, 120, 420, 520]) {
            page.text(text, x: x, y: 100, font: .helveticaBold, align: x > 400 ? .right : .left)
        }
        page.text(drawing.opening.label, x: 120, y: 116)
        page.text(drawing.opening.amount, x: 520, y: 116, align: .right)
        var y = 132.0
        for row in drawing.rows {
            page.text(row.date, x: 40, y: y)
            page.text(row.description, x: 120, y: y)
            page.text(row.amount, x: 420, y: y, align: .right)
            page.text(row.balance, x: 520, y: y, align: .right)
            y += 16
        }
        page.text(drawing.closing.label, x: 120, y: y)
        page.text(drawing.closing.amount, x: 520, y: y, align: .right)
        return try folder.write(writer.data(), as: "statement.pdf")
    }

    private func read(_ path: String) throws -> (pages: [TextPage], statement: Statement) {
        let document = try PDFDocument(path: path)
        let pages = Array(document.pages())
        return (pages, StatementParser().parse(pages: pages))
    }

    private func rows(_ statement: Statement) -> [String] {
        statement.transactions.map { "\($0.date.iso) \($0.amount.decimalString) \($0.description)" }
    }

    @Test(arguments: ["english", "german"])
    func aStatementDrawnInGlyphCodesReadsAsDrawn(language: String) throws {
        let folder = try TemporaryFolder()
        let drawing = language == "english" ? english : german
        let (plainPages, plain) = try read(try draw(drawing, glyphCodes: [], in: folder))
        #expect(plain.verification.verdict == .verified, "\(plain.verification.problems)")
        #expect(plainPages.allSatisfy { $0.decodedFonts.isEmpty })

        let shiftedFolder = try TemporaryFolder()
        let (pages, statement) = try read(try draw(drawing, glyphCodes: [.helvetica, .helveticaBold], in: shiftedFolder))
        #expect(pages.first?.decodedFonts.contains { $0.hasPrefix("Helvetica,") && $0.hasSuffix("shifted by 29") } == true)
        #expect(rows(statement) == rows(plain))
        #expect(statement.verification.verdict == .verified, "\(statement.verification.problems)")
        #expect(statement.verification.notes.contains { $0.message.hasPrefix("text decoded from glyph codes") })
    }

    /// `texts` as one font's words on a page, after the repair.
    private func repaired(_ texts: [String]) -> [String] {
        var repair = GlyphCodeRepair()
        var words = texts.map { TextWord(text: $0, x0: 0, y0: 0, x1: 10, y1: 9) }
        _ = repair.repair(&words, fonts: texts.map { _ in 0 }, names: ["F"])
        return words.map(\.text)
    }

    @Test func shiftedWordsReadBackOnTheirOwn() {
        // "14.03.", "742,50", "Gutschrift" and "EUR" drawn through a glyph-keyed map.
        let printed = ["NQKMPK", "TQOIRM", "dutschrift", "bro", "ONKMQK", "NKOPRIRM", "Miete", "MOKMRKOMOR"]
        #expect(repaired(printed) == ["14.03.", "742,50", "Gutschrift", "EUR", "21.04.", "1.235,50", "Miete", "02.05.2025"])
    }

    @Test func textThatReadsIsNeverShifted() {
        let texts = ["03/03/2025", "Cafe", "Roma", "-4.50", "1,245.50", "MMNV", "Salary", "Northwind", "2,100.00"]
        #expect(repaired(texts) == texts)
        // Even where the same font is known shifted from an earlier page.
        var repair = GlyphCodeRepair(known: ["F": 29])
        var words = texts.map { TextWord(text: $0, x0: 0, y0: 0, x1: 10, y1: 9) }
        #expect(repair.repair(&words, fonts: texts.map { _ in 0 }, names: ["F"]).isEmpty)
    }

    @Test func garbledTextWithNoConsistentOffsetStaysAsPrinted() throws {
        let texts = ["Qx#rT", "vB%2k", "Zp!mW", "hJ&8s", "Lw@eN", "uC*9y", "Rg^dF"]
        #expect(repaired(texts) == texts)
        // And a statement of it reads no rows: nothing is invented.
        let words = texts.enumerated().map { index, text in
            TextWord(
                text: text, x0: 40 + Double(index % 3) * 150, y0: 100 + Double(index / 3) * 14, x1: 80 + Double(index % 3) * 150,
                y1: 109 + Double(index / 3) * 14, fontSize: 9)
        }
        let page = TextPage(number: 1, width: 595, height: 842, lines: LineBuilder().lines(words, page: 1))
        let statement = StatementParser().parse(pages: [page])
        #expect(statement.transactions.isEmpty)
        #expect(statement.verification.verdict != .verified)
    }
}
