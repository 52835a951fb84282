import Foundation
import PDFText
import StatementCore
import Testing

/// The mutation experiment of issues 10, 26 and 36: damaged copies of the sample statements (rows
/// dropped from either end or one from anywhere, pages cut away or swapped, a page's content broken
/// off after its headings, a page's headings or one of its lines removed) must never come back `verified` with rows,
/// dates, account or currency other than the undamaged file's. It prints how many copies it made
/// and how many did.
@Suite struct MutationExperimentTests {
    static let samples = [
        "combined-accounts-en.pdf", "credit-card-new-year.pdf", "cuenta-es.pdf", "current-account-en.pdf",
        "debit-credit-columns.pdf", "multi-page-en.pdf",
    ]

    /// The pages without the lines of `rows`: each row's own line and its wrapped details.
    static func dropping(_ rows: [Transaction], from pages: [TextPage]) -> [TextPage] {
        var gone: Set<String> = []
        for row in rows {
            gone.insert("\(row.page)/\(row.line)")
            let parts = Set(row.rawText.split(separator: "\n").map(String.init))
            guard let page = pages.first(where: { $0.number == row.page }) else { continue }
            for line in page.lines where abs(line.number - row.line) <= 3 && parts.contains(line.text) {
                gone.insert("\(line.page)/\(line.number)")
            }
        }
        return pages.map { page in
            var page = page
            page.lines.removeAll { gone.contains("\($0.page)/\($0.number)") }
            return page
        }
    }

    /// Damaged copies of one sample: a name for each and its pages.
    static func copies(of pages: [TextPage], rows: [Transaction]) -> [(String, [TextPage])] {
        var copies: [(String, [TextPage])] = []
        for count in 1...min(10, rows.count) {
            copies.append(("last \(count) rows dropped", dropping(Array(rows.suffix(count)), from: pages)))
            copies.append(("first \(count) rows dropped", dropping(Array(rows.prefix(count)), from: pages)))
        }
        // Every row of a short statement, every other one of a long one: the suite stays quick.
        let step = rows.count > 40 ? 2 : 1
        for index in stride(from: 0, to: rows.count, by: step) where rows[index].amount.minorUnits != 0 {
            copies.append(("row \(index + 1) dropped", dropping([rows[index]], from: pages)))
        }
        // A page whose content breaks off after its headings, and a page whose headings are gone.
        for page in pages {
            let firstRow = rows.filter { $0.page == page.number }.map(\.line).min() ?? Int.max
            for kept in [4, 8] {
                copies.append(
                    (
                        "page \(page.number) cut after line \(kept)",
                        pages.map { other in
                            var other = other
                            if other.number == page.number { other.lines.removeAll { $0.number > kept } }
                            return other
                        }
                    ))
            }
            copies.append(
                (
                    "page \(page.number) without its headings",
                    pages.map { other in
                        var other = other
                        if other.number == page.number {
                            other.lines.removeAll { $0.number < firstRow && !$0.text.contains(where: \.isNumber) }
                        }
                        return other
                    }
                ))
        }
        // Issue 36, item 1: a text operator dropped, so one line of a page is gone (every third
        // line, and every line above the first row, where the balances and headings stand).
        for page in pages {
            let firstRow = rows.filter { $0.page == page.number }.map(\.line).min() ?? Int.max
            for line in page.lines where line.number % 3 == 0 || line.number < firstRow {
                copies.append(
                    (
                        "page \(page.number) line \(line.number) dropped",
                        pages.map { other in
                            var other = other
                            if other.number == page.number { other.lines.removeAll { $0.number == line.number } }
                            return other
                        }
                    ))
            }
        }
        // Issue 36, item 1: two pages swapped, the file's pages numbered as they now stand.
        for first in pages.indices {
            for second in pages.indices where second > first {
                var order = Array(pages.indices)
                order.swapAt(first, second)
                copies.append(
                    (
                        "pages \(first + 1) and \(second + 1) swapped",
                        order.enumerated().map { position, index in
                            let page = pages[index]
                            return TextPage(
                                number: position + 1, width: page.width, height: page.height,
                                lines: page.lines.map { TextLine(page: position + 1, number: $0.number, words: $0.words) })
                        }
                    ))
            }
        }
        let numbers = pages.map(\.number)
        if numbers.count > 1 {
            for mask in 1..<(1 << numbers.count) - 1 {
                let kept = numbers.indices.filter { mask & (1 << $0) != 0 }.map { numbers[$0] }
                copies.append(("pages \(kept)", pages.filter { kept.contains($0.number) }))
            }
        }
        return copies
    }

    /// A copy verified while it differs from the undamaged file: what differs, and whether the
    /// copy is the file with two figures of one column exchanged (`figuresExchanged`).
    struct Fooled {
        var line: String
        var exchanged: Bool
    }

    /// What of a damaged copy's reading comes back verified while it differs from the undamaged
    /// file: a line per such statement.
    static func fooling(
        _ statements: [Statement], originals: [Statement], byAccount: [String: Statement], named name: String
    ) -> [String] {
        fooled(statements, originals: originals, byAccount: byAccount, named: name).map(\.line)
    }

    static func fooled(
        _ statements: [Statement], originals: [Statement], byAccount: [String: Statement], named name: String
    ) -> [Fooled] {
        var fooled: [Fooled] = []
        for statement in statements where statement.verification.verdict == .verified {
            let rows = { (statement: Statement) in statement.transactions.map { "\($0.date) \($0.amount.minorUnits)" }.sorted() }
            // Verified must mean the undamaged file's own rows, dates, account and currency. An
            // account the copy no longer prints is asked of the person (`--account`) before
            // anything is stored: its rows must still be one account's of the file.
            let unnamed = statement.account == nil ? originals.first { rows($0) == rows(statement) } : nil
            guard let original = byAccount[statement.account ?? ""] ?? unnamed else {
                fooled.append(Fooled(line: "\(name): account \(statement.account ?? "unknown") verified, not one of the file's", exchanged: false))
                continue
            }
            // A currency nothing printed decides is asked of the person before anything is stored.
            let currencyDiffers = statement.currencyDecision.currency != nil && statement.currency != original.currency
            if rows(statement) != rows(original) || currencyDiffers {
                let amounts = { (statement: Statement) in statement.transactions.map(\.amount.minorUnits).sorted() }
                let what = amounts(statement) == amounts(original) && !currencyDiffers ? "dates differ" : "amounts differ"
                let exchanged = !currencyDiffers && figuresExchanged(statement, original)
                fooled.append(
                    Fooled(
                        line: "\(name): account \(statement.account ?? "unknown") verified with \(statement.transactions.count) "
                            + "rows in \(statement.currency.code), the file has \(original.transactions.count) in "
                            + "\(original.currency.code) (\(exchanged ? "two figures of one column exchanged" : what))",
                        exchanged: exchanged))
            }
        }
        return fooled
    }

    /// Whether `copy` reads as the undamaged file with two figures of one money column exchanged:
    /// every row's date, value date and description as the file's, and two rows' amounts traded
    /// places, or a row's amount and the opening balance, each staying in its column (a sign
    /// kept). No row prints a running balance that would pin its amount. The copy's multiset of
    /// figures per column, its dates and so its sums are the file's: it is a statement as
    /// consistent as the file itself, which nothing printed can tell from the bank's own.
    static func figuresExchanged(_ copy: Statement, _ original: Statement) -> Bool {
        let (rows, before) = (copy.transactions, original.transactions)
        guard rows.count == before.count, !rows.contains(where: { $0.balance != nil }), !before.contains(where: { $0.balance != nil }),
            zip(rows, before).allSatisfy({ $0.date == $1.date && $0.valueDate == $1.valueDate && $0.description == $1.description })
        else { return false }
        let changed = rows.indices.filter { rows[$0].amount.minorUnits != before[$0].amount.minorUnits }
        let sameColumn = { (first: Int64, second: Int64) in (first < 0) == (second < 0) }
        if changed.count == 2 {
            let (first, second) = (changed[0], changed[1])
            return rows[first].amount.minorUnits == before[second].amount.minorUnits
                && rows[second].amount.minorUnits == before[first].amount.minorUnits
                && sameColumn(before[first].amount.minorUnits, before[second].amount.minorUnits)
        }
        guard changed.count == 1, let index = changed.first, let opening = copy.openingBalance?.minorUnits,
            let was = original.openingBalance?.minorUnits, copy.closingBalance == original.closingBalance
        else { return false }
        return rows[index].amount.minorUnits == was && opening == before[index].amount.minorUnits && sameColumn(opening, was)
    }

    /// Issue 36, item 1, on the file's bytes: a bit flipped inside a content stream, a text-showing
    /// operator blanked out, two strings of the same length swapped. Each copy keeps every offset,
    /// so the damage is the content's alone, as a flipped bit on a disk leaves it.
    static func byteCopies(of bytes: [UInt8]) -> [(String, [UInt8])] {
        var copies: [(String, [UInt8])] = []
        let shows = textShows(in: bytes)
        let streams = streamBodies(in: bytes)
        let streamBytes = streams.flatMap { Array($0) }
        for index in 0..<60 where !streamBytes.isEmpty {
            let position = streamBytes[(index * 7_919) % streamBytes.count]
            var copy = bytes
            copy[position] ^= UInt8(1 << (index % 8))
            copies.append(("bit \(index % 8) flipped at byte \(position)", copy))
        }
        for show in shows.enumerated().filter({ $0.offset % max(1, shows.count / 30) == 0 }).map(\.element) {
            var copy = bytes
            for position in show { copy[position] = 0x20 }
            copies.append(("text operator at byte \(show.lowerBound) blanked", copy))
        }
        // A content stream broken off: its tail blanked from a third or two thirds of the way.
        for stream in streams {
            for share in [1, 2] {
                var copy = bytes
                for position in (stream.lowerBound + stream.count * share / 3)..<stream.upperBound { copy[position] = 0x20 }
                copies.append(("stream at byte \(stream.lowerBound) cut after \(share)/3", copy))
            }
        }
        // Pages swapped or dropped in the page tree, its other bytes where they were.
        if let kids = pageTree(in: bytes), kids.references.count > 1 {
            let references = kids.references
            for first in references.indices {
                for second in references.indices where second > first {
                    var order = references
                    order.swapAt(first, second)
                    copies.append(("pages \(first + 1) and \(second + 1) swapped", replacing(kids.range, in: bytes, with: order)))
                }
                var kept = references
                kept.remove(at: first)
                copies.append(("page \(first + 1) dropped", replacing(kids.range, in: bytes, with: kept)))
            }
        }
        var swapped = 0
        for (first, a) in shows.enumerated() where swapped < 30 {
            for b in shows[(first + 1)...] where b.count == a.count && bytes[a] != bytes[b] {
                var copy = bytes
                copy.replaceSubrange(a, with: bytes[b])
                copy.replaceSubrange(b, with: bytes[a])
                copies.append(("strings at bytes \(a.lowerBound) and \(b.lowerBound) swapped", copy))
                swapped += 1
                break
            }
        }
        return copies
    }

    /// The page tree's list of kids ("7 0 R 9 0 R") and where it stands in the file.
    static func pageTree(in bytes: [UInt8]) -> (range: Range<Int>, references: [String])? {
        let key = Array("/Kids [".utf8)
        guard let start = (0..<max(0, bytes.count - key.count)).first(where: { bytes[$0..<($0 + key.count)].elementsEqual(key) }),
            let end = bytes[(start + key.count)...].firstIndex(of: UInt8(ascii: "]"))
        else { return nil }
        let words = String(decoding: bytes[(start + key.count)..<end], as: UTF8.self).split(separator: " ")
        let references = stride(from: 0, to: words.count - 2, by: 3).map { words[$0..<($0 + 3)].joined(separator: " ") }
        return ((start + key.count)..<end, references)
    }

    /// `bytes` with the kids in `range` replaced by `references`, padded with spaces to keep every offset.
    static func replacing(_ range: Range<Int>, in bytes: [UInt8], with references: [String]) -> [UInt8] {
        var text = Array(references.joined(separator: " ").utf8)
        text += [UInt8](repeating: 0x20, count: max(0, range.count - text.count))
        var copy = bytes
        copy.replaceSubrange(range, with: text.prefix(range.count))
        return copy
    }

    /// The byte ranges of each `(...) Tj` in the file (the writer's streams are not compressed).
    static func textShows(in bytes: [UInt8]) -> [Range<Int>] {
        var shows: [Range<Int>] = []
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "(") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: ")") || bytes[end - 1] == UInt8(ascii: "\\") { end += 1 }
                if end + 3 < bytes.count, bytes[end + 1] == UInt8(ascii: " "), bytes[end + 2] == UInt8(ascii: "T"),
                    bytes[end + 3] == UInt8(ascii: "j")
                {
                    shows.append(index..<(end + 4))
                }
                index = end + 1
            } else {
                index += 1
            }
        }
        return shows
    }

    /// The byte ranges between `stream` and `endstream`.
    static func streamBodies(in bytes: [UInt8]) -> [Range<Int>] {
        let text = Array("stream\n".utf8), end = Array("endstream".utf8)
        var bodies: [Range<Int>] = []
        var index = 0
        while index + text.count < bytes.count {
            if Array(bytes[index..<(index + text.count)]) == text, index == 0 || bytes[index - 1] != UInt8(ascii: "d") {
                let start = index + text.count
                var stop = start
                while stop + end.count <= bytes.count, Array(bytes[stop..<(stop + end.count)]) != end { stop += 1 }
                if start < stop { bodies.append(start..<stop) }
                index = stop + end.count
            } else {
                index += 1
            }
        }
        return bodies
    }

    /// How many byte copies still verify while different, every one of them the file with two
    /// figures of one column exchanged (see the test below).
    static let stillFooling = 8

    @Test func noCopyDamagedInItsBytesIsVerifiedWhileDifferent() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var made = 0
        var fooled: [Fooled] = []
        for sample in Self.samples {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ToolRun.sample(sample))))
            let originals = StatementParser().parseAll(pages: Array(try PDFDocument(path: ToolRun.sample(sample)).pages()))
            let byAccount = Dictionary(originals.map { ($0.account ?? "", $0) }, uniquingKeysWith: { first, _ in first })
            for (name, copy) in Self.byteCopies(of: bytes) {
                made += 1
                let path = directory.appendingPathComponent("copy.pdf").path
                try Data(copy).write(to: URL(fileURLWithPath: path))
                guard let document = try? PDFDocument(path: path) else { continue }
                fooled += Self.fooled(
                    StatementParser().parseAll(pages: Array(document.pages())), originals: originals, byAccount: byAccount,
                    named: "\(sample) \(name)")
            }
        }
        let exchanged = fooled.filter(\.exchanged)
        print(
            "mutation experiment on bytes: \(made) copies of \(Self.samples.count) samples, \(fooled.count) verified while "
                + "different, \(exchanged.count) of them two figures of one column exchanged")
        for copy in fooled { print("  " + copy.line) }
        #expect(made > 500)
        // Held: a page poppler reports errors in (PagesReadWhole); a row with no date of its own
        // where every row prints its own, or where no day is printed twice; two dates swapped
        // against a running balance's order, or against a table's otherwise perfect order; a
        // value date on the other side of its booking date from every other row's; a row with one
        // date where every row prints two; an opening or brought-forward balance dated after the
        // row under it (RowDates); two amounts swapped beside a running balance; a booking date
        // header that stands over no date (TableState). Before these, 77 of 758 copies verified
        // while different, then 29 of 796.
        //
        // What remains is the file with two figures of one money column exchanged, in a table
        // no running balance pins: two amounts of one length, or an amount and the opening
        // balance. Every sum, date and figure of the column is the file's, so the copy is a
        // statement as consistent as the bank's own, and nothing printed tells them apart.
        let others = fooled.filter { !$0.exchanged }.map(\.line)
        #expect(others.isEmpty, "\(others)")
        #expect(exchanged.count <= Self.stillFooling, "\(exchanged.map(\.line))")
    }

    @Test func noDamagedCopyIsVerifiedUnlessItReadsAsTheUndamagedFile() throws {
        var made = 0
        var fooled: [String] = []
        for sample in Self.samples {
            let document = try PDFDocument(path: ToolRun.sample(sample))
            let pages = Array(document.pages())
            let originals = StatementParser().parseAll(pages: pages)
            let byAccount = Dictionary(originals.map { ($0.account ?? "", $0) }, uniquingKeysWith: { first, _ in first })
            for (name, damaged) in Self.copies(of: pages, rows: originals.flatMap(\.transactions)) {
                made += 1
                fooled += Self.fooling(
                    StatementParser().parseAll(pages: damaged), originals: originals, byAccount: byAccount, named: "\(sample) \(name)")
            }
        }
        print(
            "mutation experiment: \(made) damaged copies of \(Self.samples.count) samples, \(fooled.count) verified while "
                + "their rows, dates, account or currency differ from the undamaged file's")
        #expect(made > 250)
        #expect(fooled.isEmpty, "\(fooled.prefix(10))")
    }

    /// Issue 34, item 5: statements drawn in the shapes whose readings add up while wrong (the
    /// narration printed around each date line, a date printed once for a day's rows beside
    /// dates in wrapped details, a page's footer set right under its last row) never come back
    /// `verified` with rows, dates or descriptions other than the drawn ones.
    @Test func noMisreadShapeComesBackVerifiedWhileWrong() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var fooled: [String] = []
        for drawn in MisreadShapes.all {
            let url = directory.appendingPathComponent("drawn.pdf")
            try drawn.pdf.write(to: url)
            let statements = StatementParser().parseAll(pages: Array(try PDFDocument(path: url.path).pages()))
            for statement in statements where statement.verification.verdict == .verified {
                let read = statement.transactions.map {
                    MisreadShapes.Row(date: $0.date.iso, amount: $0.amount.minorUnits, description: $0.description)
                }
                if read != drawn.rows { fooled.append("\(drawn.name): verified as \(read), drawn as \(drawn.rows)") }
            }
        }
        #expect(fooled.isEmpty, "\(fooled)")
    }

    /// Issue 34, item 5: the value date column's guard (`amountsBeforeValueDateColumn`). A
    /// yearless value date printed after the balance, under its label, is the row's value date,
    /// not a third figure: with that reading off, the forms whose every row prints one are not
    /// verified, and the others verify without their value dates. A balance that reads as a day
    /// and month near the row's date ("5.03" on the 3rd) but stands under the balance, on a row
    /// printing no value date, stays the balance: with the place unchecked, the three
    /// small-balance forms came back `verified` with value dates never printed. Every form is
    /// read verified, with the drawn rows and value dates.
    @Test func valueDatesAfterTheBalanceAreReadByTheirPlace() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for drawn in ValueDateShapes.all {
            let url = directory.appendingPathComponent("drawn.pdf")
            try drawn.pdf.write(to: url)
            let statements = StatementParser().parseAll(pages: Array(try PDFDocument(path: url.path).pages()))
            let read = statements.flatMap(\.transactions).map {
                ValueDateShapes.Row(date: $0.date.iso, valueDate: $0.valueDate?.iso, amount: $0.amount.minorUnits, description: $0.description)
            }
            #expect(statements.count == 1 && statements.allSatisfy { $0.verification.verdict == .verified }, "\(drawn.name)")
            #expect(read == drawn.rows, "\(drawn.name)")
        }
    }

    /// Issue 34, item 4: a file the page numbering says lacks pages verifies only while its
    /// rows are proven whole (opening, rows and closing, and the totals of both directions): a
    /// page without rows left out verifies with a note naming the missing page; any page left
    /// out that holds rows, or the page printing the figures that prove them, never verifies.
    @Test func aPageLeftOutVerifiesOnlyWhenItHoldsNoRow() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("drawn.pdf")
        let parse = { (kept: [Int]) throws -> [Statement] in
            try PagesMissingStatement.pdf(keeping: kept).write(to: url)
            return StatementParser().parseAll(pages: Array(try PDFDocument(path: url.path).pages()))
        }
        let whole = try #require(try parse([1, 2, 3, 4]).first)
        #expect(whole.verification.verdict == .verified, "\(whole.verification.problems)")
        #expect(whole.transactions.count == PagesMissingStatement.rows.count)
        let noTerms = try #require(try parse([1, 2, 3]).first)
        #expect(noTerms.verification.verdict == .verified, "\(noTerms.verification.problems)")
        #expect(noTerms.verification.notes.contains { $0.message.contains("page 4 missing") }, "\(noTerms.verification.notes)")
        for kept in [[1, 3, 4], [1, 2, 4], [2, 3, 4], [1, 4], [2, 3], [1, 2], [1, 3]] {
            let statements = try parse(kept)
            #expect(
                statements.allSatisfy { $0.verification.verdict != .verified },
                "pages \(kept): \(statements.map { "\($0.transactions.count) rows \($0.verification.verdict)" })")
        }
    }

    /// Issue 34, item 5 and issue 36, item 1: a two-account file with one account's rows
    /// unreadable never comes back with the other account verified alone, as if the file held
    /// only that one.
    @Test func aTwoAccountFileWithOneAccountUnreadIsNotVerified() throws {
        let pages = Array(try PDFDocument(path: ToolRun.sample("combined-accounts-en.pdf")).pages())
        let originals = StatementParser().parseAll(pages: pages)
        #expect(originals.count == 2 && originals.allSatisfy { $0.verification.verdict == .verified })
        for (position, original) in originals.enumerated() {
            let damaged = Self.dropping(original.transactions, from: pages)
            let statements = StatementParser().parseAll(pages: damaged)
            let verified = statements.filter { $0.verification.verdict == .verified }.map { $0.account ?? "unknown" }
            #expect(
                verified.isEmpty,
                "account \(position + 1)'s rows unreadable: \(statements.count) read, \(verified) verified")
        }
        // The same told by an accounts overview: two accounts named, one read.
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("overview.pdf")
        try MisreadShapes.overviewWithAnAccountUnread().write(to: url)
        let statements = StatementParser().parseAll(pages: Array(try PDFDocument(path: url.path).pages()))
        #expect(
            statements.allSatisfy { $0.verification.verdict != .verified },
            "\(statements.map { "\($0.transactions.count) rows \($0.verification.verdict)" })")
    }
}
