import Foundation

/// The account holder's name and postal address as the statement's first page prints them: the
/// block a window envelope shows (a name line, then street, town and postcode lines, one under the
/// other in one font), and a name printed after a label ("Titular: ..."). Found by geometry and a
/// little vocabulary, never by bank. Only used to mask these words in what leaves the machine, so
/// taking a little too much (a town that is also a shop's) is the safe mistake.
public struct HolderBlock: Hashable, Sendable, Codable {
    /// The name lines as printed ("MS ALEX MORGAN"); two for joint holders.
    public var names: [String]
    /// The address lines as printed, top to bottom.
    public var address: [String]

    public init(names: [String], address: [String] = []) {
        self.names = names
        self.address = address
    }

    /// The holder of the first page that prints one (the second when the first is a cover), nil
    /// when no block and no labelled name is found. Only the lines above a page's first row are
    /// looked at: a column of descriptions is set just like an address.
    public static func find(in pages: [TextPage], rows: some Sequence<Transaction> = [Transaction]()) -> HolderBlock? {
        var firstRow: [Int: Int] = [:]
        for row in rows where row.page <= 2 { firstRow[row.page] = min(firstRow[row.page] ?? row.line, row.line) }
        for page in pages.prefix(2) {
            let segments = HolderBlock.segments(of: page, above: firstRow[page.number])
            var found = HolderBlock(names: [], address: [])
            for block in blocks(in: segments) {
                found.names += block.names.filter { !found.names.contains($0) }
                found.address += block.address.filter { !found.address.contains($0) }
            }
            found.names += labelledNames(in: segments).filter { !found.names.contains($0) }
            found.names += titledNames(in: segments).filter { !found.names.contains($0) }
            if !found.names.isEmpty { return found }
        }
        return nil
    }

    /// Each part of the name on its own ("TRANSFER TO SMITH J" names the holder too), without
    /// titles, joining words and legal forms, which every other description also holds.
    public var nameWords: [String] {
        var words: [String] = []
        for line in names {
            for word in line.split(whereSeparator: { !$0.isLetter }) {
                let folded = TextFolding.normalised(String(word))
                guard word.filter(\.isLetter).count >= 3, !HolderBlock.titles.contains(folded),
                    !AccountKindDetector.legalForms.contains([Substring(folded)])
                else { continue }
                if !words.contains(String(word)) { words.append(String(word)) }
            }
        }
        return words
    }

    /// The address as phrases a description might repeat: each comma-separated part as printed
    /// ("14 Elm Grove", "RG4 7QT", "46001 Valencia"), and its runs of words without numbers ("Elm
    /// Grove", "Valencia"). Phrases, not single words, so "Park" of "Oak Park Ave" leaves CAR PARK alone.
    public var addressPhrases: [String] {
        var phrases: [String] = []
        func add(_ phrase: String) {
            let letters = phrase.filter(\.isLetter).count
            let digits = phrase.contains(where: \.isASCIIDigit)
            guard letters >= 3 || (letters >= 2 && digits), !phrases.contains(phrase) else { return }
            phrases.append(phrase)
        }
        for line in address {
            for part in line.split(separator: ",") {
                let words = part.split(whereSeparator: \.isWhitespace)
                guard !words.isEmpty else { continue }
                add(words.joined(separator: " "))
                var run: [Substring] = []
                for word in words + [""] {
                    if !word.isEmpty && !word.contains(where: \.isNumber) && word.contains(where: \.isLetter) {
                        run.append(word)
                    } else if !run.isEmpty {
                        let alone = run.count == 1 && HolderBlock.unitWords.contains(TextFolding.normalised(String(run[0])))
                        if run.count < words.count && !alone { add(run.joined(separator: " ")) }
                        run = []
                    }
                }
            }
        }
        return phrases
    }
}

extension HolderBlock {
    /// A run of words on one line with no wide gap inside: a line often holds the holder's block on
    /// the left and the account's details on the right.
    struct Segment {
        var text: String
        var x0: Double
        var center: Double
        var fontSize: Double
        var line: Int
    }

    /// Block lines are near the top: a window envelope's address sits in the page's upper half.
    static let topShare = 0.5

    /// At most this many segments of a page: a page of thousands of scattered words has no envelope block.
    static let maximumSegments = 600

    static func segments(of page: TextPage, above firstRow: Int? = nil) -> [Segment] {
        var segments: [Segment] = []
        for line in page.lines where line.y1 <= page.height * topShare && line.number < (firstRow ?? Int.max) {
            guard segments.count < maximumSegments else { break }
            var start = 0
            let words = Array(line.words)
            for index in words.indices where segments.count < maximumSegments {
                let isLast = index == words.count - 1
                let size = max(words[index].fontSize, 1)
                // A gap wider than two spaces' worth of the font ends the segment.
                if isLast || words[index + 1].x0 - words[index].x1 > size * 1.5 {
                    let part = words[start...index]
                    let sizes = part.map(\.fontSize).sorted()
                    segments.append(
                        Segment(
                            text: part.map(\.text).joined(separator: " "), x0: part[start].x0,
                            center: part.map { ($0.y0 + $0.y1) / 2 }.reduce(0, +) / Double(part.count),
                            fontSize: sizes[sizes.count / 2], line: line.number))
                    start = index + 1
                }
            }
        }
        return segments
    }

    /// Segments set one under the other at one left edge, in one font size and at an even line
    /// pitch, that read as a name followed by an address.
    static func blocks(in segments: [Segment]) -> [HolderBlock] {
        var used = Set<Int>()
        var found: [HolderBlock] = []
        for first in segments.indices where !used.contains(first) {
            var chain = [first]
            var pitch: Double?
            // One line past the longest block is enough to tell a block from a table's column.
            // The pitch is the address lines': the name above them may be set apart.
            while chain.count <= maximumLines, let last = chain.last,
                let next = below(last, in: segments, pitch: chain.count == 1 ? nil : pitch)
            {
                if chain.count == 2 { pitch = segments[next].center - segments[last].center }
                chain.append(next)
            }
            // A longer column of short lines is a table's, not an envelope's.
            let lines = chain.map { segments[$0].text }.prefix(while: isAddressLike)
            guard (3...maximumLines).contains(lines.count), let block = read(Array(lines)) else { continue }
            used.formUnion(chain.prefix(lines.count))
            found.append(block)
        }
        return found
    }

    /// The segment set right under `index` at its left edge and in its font, at the block's pitch;
    /// under the name (`pitch` nil), which is often set larger or bold, in a font near its size.
    /// Segments come top to bottom, so only those up to two lines' height below are looked at.
    static func below(_ index: Int, in segments: [Segment], pitch: Double?) -> Int? {
        let above = segments[index]
        var best: Int?
        for candidate in segments.indices.dropFirst(index + 1) {
            let segment = segments[candidate]
            let step = segment.center - above.center
            let size = max(above.fontSize, segment.fontSize)
            if step > size * 2.2 && segment.line > above.line + 1 { break }
            let sameFont =
                pitch == nil
                ? abs(segment.fontSize - above.fontSize) <= size * 0.35
                : abs(segment.fontSize - above.fontSize) <= 0.6
            guard segment.line > above.line, abs(segment.x0 - above.x0) <= 2, sameFont,
                step >= min(above.fontSize, segment.fontSize) * 0.9, step <= size * 2.2,
                pitch.map({ abs(step - $0) <= $0 * 0.25 }) ?? true
            else { continue }
            if best.map({ segment.center < segments[$0].center }) ?? true { best = candidate }
        }
        return best
    }

    static let maximumLines = 7

    /// Name lines first (no digit: one, or two for joint holders), then at least two address lines
    /// of which one holds a number (a house number or a postcode). Anything that reads as a
    /// statement's own text (a label, an amount, a date, a heading) is not a holder's block.
    static func read(_ lines: [String]) -> HolderBlock? {
        let nameCount = lines.prefix { !$0.contains(where: \.isASCIIDigit) }.count
        guard (1...2).contains(nameCount), lines.count - nameCount >= 2 else { return nil }
        let names = Array(lines.prefix(nameCount))
        guard names.allSatisfy(isNameLike) else { return nil }
        return HolderBlock(names: names, address: Array(lines.dropFirst(nameCount)))
    }

    static func isAddressLike(_ line: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard (1...8).contains(words.count), line.count <= 60, line.contains(where: \.isLetter),
            !line.contains(":"), !line.contains("@"), !line.contains("/") || line.lowercased().contains("c/o")
        else { return false }
        // An amount ("1,234.56", "12,30") or a date ("01.04.2025") is the statement's, not an address.
        return !words.contains { word in
            let digits = word.filter(\.isASCIIDigit).count
            let marks = word.filter { $0 == "." || $0 == "," }.count
            guard digits > 0, marks > 0 else { return false }
            let trimmed = word.trimmingSuffix(while: { $0 == "," || $0 == "." })
            return trimmed.contains { $0 == "." || $0 == "," } && trimmed.allSatisfy { $0.isASCIIDigit || ".,-+€$£".contains($0) }
        }
    }

    static func isNameLike(_ line: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard (1...6).contains(words.count), words.allSatisfy({ $0.contains(where: \.isLetter) || $0 == "&" }) else { return false }
        let folded = TextFolding.normalised(line).split(separator: " ")
        return !folded.contains { notANameWords.contains(String($0)) || $0.hasSuffix("bank") }
    }

    /// "MR SAM EXAMPLE" on a line of its own with no address under it: a personal title and one to
    /// four more words, nothing that reads as the statement's own text. The title says it is a person.
    static func titledNames(in segments: [Segment]) -> [String] {
        segments.compactMap { segment in
            let words = TextFolding.normalised(segment.text).split(separator: " ")
            guard let first = words.first, personalTitles.contains(String(first)), (2...5).contains(words.count),
                !segment.text.contains(where: \.isASCIIDigit), !segment.text.contains(":"), isNameLike(segment.text)
            else { return nil }
            return segment.text
        }
    }

    /// "Titular: LUCÍA FERNÁNDEZ MUÑOZ", "Account holder: MR J SMITH": the text after the label, or
    /// the next segment of its line when the label stands apart.
    static func labelledNames(in segments: [Segment]) -> [String] {
        segments.indices.compactMap { index in
            let segment = segments[index]
            guard let colon = segment.text.firstIndex(of: ":") else { return nil }
            let label = TextFolding.normalised(String(segment.text[..<colon])).split(separator: " ")
            guard
                AccountKindDetector.holderLabels.contains(where: { $0 == label })
                    || moreHolderLabels.contains(label.joined(separator: " "))
            else { return nil }
            var name = segment.text[segment.text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name.isEmpty, index + 1 < segments.count, segments[index + 1].line == segment.line {
                name = segments[index + 1].text
            }
            return !name.contains(where: \.isASCIIDigit) && isNameLike(name) ? name : nil
        }
    }
}

private extension Substring {
    func trimmingSuffix(while drop: (Character) -> Bool) -> Substring {
        var text = self
        while let last = text.last, drop(last) { text = text.dropLast() }
        return text
    }
}
