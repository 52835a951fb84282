import Foundation
import StatementPDFWriter
import Testing

/// Issue 36, item 1, through the built binary: copies damaged in their bytes (a content stream
/// broken off, a date blanked, two dates or two amounts swapped, two pages swapped) whose rows
/// still add up are never `verified`, so `import` refuses them unless the person accepts them.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct DamagedCopyGuardTests {
    /// A current account with a running balance, a day's two rows each printing the day.
    static func currentAccount() throws -> [UInt8] {
        let amounts: [(Int, Int64)] = [(3, -1_000), (3, -2_500), (4, -400), (5, -750), (6, 12_000), (7, -300)]
        let statement = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "87654321",
            currency: "GBP", periodStart: CalendarDate(2025, 3, 1), periodEnd: CalendarDate(2025, 3, 31),
            openingBalance: 100_000,
            entries: amounts.enumerated().map { index, row in
                StatementEntry(date: CalendarDate(2025, 3, row.0), description: ["MADE-UP SHOP \(index + 1)"], amount: row.1)
            })
        return [UInt8](StatementLayoutRenderer.render(statement, style: .ukCurrentAccount))
    }

    /// The byte range of the string `(text) Tj`, its parentheses included.
    static func show(_ text: String, in bytes: [UInt8], occurrence: Int = 0) -> Range<Int>? {
        let needle = Array("(\(text)) Tj".utf8)
        var found = 0
        for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
            if found == occurrence { return start..<(start + needle.count - 3) }
            found += 1
        }
        return nil
    }

    static func swapping(_ first: String, _ second: String, in bytes: [UInt8]) -> [UInt8]? {
        guard let a = show(first, in: bytes), let b = show(second, in: bytes), a.count == b.count else { return nil }
        var copy = bytes
        copy.replaceSubrange(a, with: bytes[b])
        copy.replaceSubrange(b, with: bytes[a])
        return copy
    }

    /// `parse`'s table for the copy, and `import`'s run of it into a fresh ledger.
    static func parseAndImport(_ bytes: [UInt8]) throws -> (parse: ToolRun, import: ToolRun) {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("copy.pdf")
        try Data(bytes).write(to: pdf)
        let parsed = try ToolRun.run(["parse", pdf.path], in: directory)
        let imported = try ToolRun.run(
            ["import", "--ledger", directory.appendingPathComponent("ledger.sqlite").path, pdf.path], in: directory)
        return (parsed, imported)
    }

    static func expectRefused(_ bytes: [UInt8]?, saying words: String, _ what: Comment) throws {
        let bytes = try #require(bytes, what)
        let (parsed, imported) = try parseAndImport(bytes)
        #expect(!parsed.stdout.contains("verified ("), "\(what): \(parsed.stdout)")
        #expect(parsed.stdout.contains(words), "\(what): \(parsed.stdout)")
        #expect(imported.status == 65, "\(what): \(imported.stdout)\(imported.stderr)")
        #expect(imported.stderr.contains("not verified, not imported"), "\(what): \(imported.stderr)")
    }

    @Test func theUndamagedStatementIsVerified() throws {
        let (parsed, imported) = try Self.parseAndImport(try Self.currentAccount())
        #expect(parsed.stdout.contains("verified (6 transactions)"), "\(parsed.stdout)")
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    /// poppler reads what it can of a broken content stream and says so only through its log: a
    /// page read so is named, and nothing of the file is verified.
    @Test func aPageWhoseContentStreamIsBrokenIsNotVerified() throws {
        var bytes = try Self.currentAccount()
        // The page's last string left unterminated: poppler reads every line above it.
        let end = try #require(Self.show("Page 1 of 1", in: bytes))
        bytes[end.upperBound - 1] = UInt8(ascii: " ")
        try Self.expectRefused(bytes, saying: "page 1 could not be read whole", "a content stream broken off")
    }

    @Test func aBlankedDateIsNotTakenFromTheRowAbove() throws {
        var bytes = try Self.currentAccount()
        // The whole text operator, its string and `Tj`, as a dropped operator leaves it.
        let date = try #require(Self.show("05 Mar 2025", in: bytes))
        for index in date.lowerBound..<(date.upperBound + 3) { bytes[index] = UInt8(ascii: " ") }
        try Self.expectRefused(bytes, saying: "prints no date of its own", "the 5 March row's date blanked")
    }

    @Test func twoSwappedDatesAreNotVerified() throws {
        let bytes = try Self.currentAccount()
        try Self.expectRefused(
            Self.swapping("04 Mar 2025", "06 Mar 2025", in: bytes), saying: "goes against the table's rising dates",
            "two dates swapped")
    }

    /// A printed balance that follows from the next row's amount is two amounts read swapped,
    /// not a balance the bank misprinted.
    @Test func twoSwappedAmountsAreNotAMisprintedBalance() throws {
        let bytes = try Self.currentAccount()
        try Self.expectRefused(Self.swapping("4.00", "7.50", in: bytes), saying: "does not follow", "two amounts swapped")
    }

    /// A card bill's kind and sign come from what it prints, never from the order of its pages:
    /// four pages with the second and fourth swapped are refused by their printed page numbers.
    @Test func aCardBillWithTwoPagesSwappedIsNotVerified() throws {
        let entries = (0..<150).map { index in
            StatementEntry(
                date: CalendarDate(2025, 3, 1 + index / 6), description: ["MADE-UP CARD SHOP \(index + 1)"],
                amount: index % 25 == 0 ? 5_000 : -Int64(100 + index))
        }
        let statement = StatementDescription(
            institution: "Contoso Card", institutionAddress: "PO Box 1, Testville TE1 1ST",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "4929 **** **** 3107",
            currency: "GBP", periodStart: CalendarDate(2025, 3, 1), periodEnd: CalendarDate(2025, 3, 31),
            openingBalance: -20_000, entries: entries)
        let bytes = [UInt8](StatementLayoutRenderer.render(statement, style: .creditCard))
        let undamaged = try Self.parseAndImport(bytes)
        #expect(undamaged.parse.stdout.contains("verified (150 transactions)"), "\(undamaged.parse.stdout)")
        // The page tree's kids reordered in place, so every offset stays: 1 2 3 4 becomes 1 4 3 2.
        let kids = try #require(MutationExperimentTests.pageTree(in: bytes))
        try #require(kids.references.count == 4, "\(kids.references.count) pages drawn")
        let copy = MutationExperimentTests.replacing(kids.range, in: bytes, with: [0, 3, 2, 1].map { kids.references[$0] })
        try Self.expectRefused(copy, saying: "the pages are out of order", "pages 2 and 4 swapped")
    }
}
