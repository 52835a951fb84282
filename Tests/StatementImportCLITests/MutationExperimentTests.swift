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

    /// What of a damaged copy's reading comes back verified while it differs from the undamaged
    /// file: a line per such statement.
    static func fooling(
        _ statements: [Statement], originals: [Statement], byAccount: [String: Statement], named name: String
    ) -> [String] {
        var fooled: [String] = []
        for statement in statements where statement.verification.verdict == .verified {
            let rows = { (statement: Statement) in statement.transactions.map { "\($0.date) \($0.amount.minorUnits)" }.sorted() }
            // Verified must mean the undamaged file's own rows, dates, account and currency. An
            // account the copy no longer prints is asked of the person (`--account`) before
            // anything is stored: its rows must still be one account's of the file.
            let unnamed = statement.account == nil ? originals.first { rows($0) == rows(statement) } : nil
            guard let original = byAccount[statement.account ?? ""] ?? unnamed else {
                fooled.append("\(name): account \(statement.account ?? "unknown") verified, not one of the file's")
                continue
            }
            // A currency nothing printed decides is asked of the person before anything is stored.
            let currencyDiffers = statement.currencyDecision.currency != nil && statement.currency != original.currency
            if rows(statement) != rows(original) || currencyDiffers {
                let amounts = { (statement: Statement) in statement.transactions.map(\.amount.minorUnits).sorted() }
                let what = amounts(statement) == amounts(original) && !currencyDiffers ? "dates differ" : "amounts differ"
                fooled.append(
                    "\(name): account \(statement.account ?? "unknown") verified with \(statement.transactions.count) "
                        + "rows in \(statement.currency.code), the file has \(original.transactions.count) in \(original.currency.code) (\(what))")
            }
        }
        return fooled
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

    /// How many byte copies still verify while different (see the test below).
    static let stillFooling = 29

    @Test func noCopyDamagedInItsBytesIsVerifiedWhileDifferent() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var made = 0
        var fooled: [String] = []
        for sample in Self.samples {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ToolRun.sample(sample))))
            let originals = StatementParser().parseAll(pages: Array(try PDFDocument(path: ToolRun.sample(sample)).pages()))
            let byAccount = Dictionary(originals.map { ($0.account ?? "", $0) }, uniquingKeysWith: { first, _ in first })
            for (name, copy) in Self.byteCopies(of: bytes) {
                made += 1
                let path = directory.appendingPathComponent("copy.pdf").path
                try Data(copy).write(to: URL(fileURLWithPath: path))
                guard let document = try? PDFDocument(path: path) else { continue }
                fooled += Self.fooling(
                    StatementParser().parseAll(pages: Array(document.pages())), originals: originals, byAccount: byAccount,
                    named: "\(sample) \(name)")
            }
        }
        print("mutation experiment on bytes: \(made) copies of \(Self.samples.count) samples, \(fooled.count) verified while different")
        for line in fooled.prefix(10) { print("  " + line) }
        #expect(made > 500)
        // Held now: a page poppler reports errors in (PagesReadWhole), a row with no date of its
        // own where every row prints its own, two dates swapped against a running balance's
        // order, an opening balance dated after a row (RowDates), two amounts swapped beside a
        // running balance. Before these, 77 of 758 copies verified while different; the rest,
        // below, need what no check here has yet, and may grow no more.
        #expect(fooled.count <= Self.stillFooling, "\(fooled.prefix(10))")
        // Not held yet: two dates or two amounts of one length swapped in a table with no running
        // balance (a card bill, a debit and credit column account), a booking date swapped with
        // its value date, a 'brought forward' line's date swapped with the first row's, a date
        // blanked in a table that never prints a day twice.
        withKnownIssue("a damaged date or amount the table's own figures cannot tell from a printed one") {
            #expect(fooled.isEmpty, "\(fooled.prefix(10))")
        }
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
