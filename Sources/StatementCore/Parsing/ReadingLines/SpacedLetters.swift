/// Text set with its letters spaced apart, which the PDF's word boxes split inside words
/// ("1 7 /jan  A KA D SEG URO S  Parc. 7 /1 2"): the pieces of a word sit a narrow gap apart and
/// the words a wide one. A page of ordinary text shows no such pair of clusters: its word
/// spaces gather round a quarter of the font size, and the words are whole. Joining at the
/// document's own valley between the two is a reading the verifier tries (`ReadingChoice`,
/// decision "spacing") when the first reading is not verified, never the first one.
enum SpacedLetters {
    /// Gaps are measured in shares of the font size, in bins this wide, up to one font size.
    static let binWidth = 0.04
    static let bins = 25
    /// The pieces of spaced words are this close at most (the narrow cluster's peak)...
    static let widestPieceGap = 0.22
    /// ...and this short on average, in characters: whole words are longer.
    static let longestPieces = 3.0
    /// The fewest gaps that tell a document's spacing, and the most looked at.
    static let fewestGaps = 60
    static let mostGaps = 20_000

    /// The gap, as a share of the font size, under which two words of a line are pieces of one;
    /// nil when the document's gaps do not fall in a narrow cluster of short pieces and a wide
    /// one with a valley between.
    static func joiningGap(in pages: [TextPage]) -> Double? {
        var counts = [Int](repeating: 0, count: bins)
        var pieceCharacters = [Int](repeating: 0, count: bins)
        var total = 0
        scan: for page in pages {
            for line in page.lines where line.words.count >= 2 {
                for index in line.words.indices.dropFirst() {
                    let (left, right) = (line.words[index - 1], line.words[index])
                    let share = (right.x0 - left.x1) / size(right)
                    guard share >= 0, share < 1 else { continue }
                    let bin = min(bins - 1, Int(share / binWidth))
                    counts[bin] += 1
                    pieceCharacters[bin] += left.text.count + right.text.count
                    total += 1
                    if total >= mostGaps { break scan }
                }
            }
        }
        guard total >= fewestGaps else { return nil }
        let narrowBins = Int(widestPieceGap / binWidth) + 1
        guard let narrowPeak = (0..<narrowBins).max(by: { counts[$0] < counts[$1] }), counts[narrowPeak] > 0,
            let widePeak = ((narrowPeak + 2)..<bins).max(by: { counts[$0] < counts[$1] }), counts[widePeak] > 0,
            let valley = ((narrowPeak + 1)..<widePeak).min(by: { counts[$0] < counts[$1] })
        else { return nil }
        let narrow = counts[..<valley].reduce(0, +), wide = counts[(valley + 1)...].reduce(0, +)
        let narrowCharacters = pieceCharacters[..<valley].reduce(0, +)
        // Two clear clusters: most gaps narrow, enough wide ones for the words, few between;
        // and the narrow gaps part short pieces, not whole words set tight.
        guard narrow * 10 >= total * 4, wide * 10 >= total, counts[valley] * 20 <= total,
            counts[valley] * 4 <= counts[narrowPeak], counts[valley] * 4 <= counts[widePeak],
            Double(narrowCharacters) <= longestPieces * 2 * Double(narrow)
        else { return nil }
        return (Double(valley) + 0.5) * binWidth
    }

    /// The pages with each line's words closer than `share` of the font size joined into one;
    /// lines keep their page and number, so every row still points at the printed line.
    static func joined(_ pages: [TextPage], closerThan share: Double) -> [TextPage] {
        pages.map { page in
            TextPage(
                number: page.number, width: page.width, height: page.height,
                lines: page.lines.map { line in
                    guard isSpaced(line) else { return line }
                    var words: [TextWord] = []
                    for word in line.words {
                        if let last = words.last, case let gap = word.x0 - last.x1, gap >= -0.1 * size(word), gap < share * size(word),
                            abs(size(last) - size(word)) <= 0.1 * size(word)
                        {
                            words[words.count - 1] = last.joined(with: word)
                        } else {
                            words.append(word)
                        }
                    }
                    return TextLine(page: line.page, number: line.number, words: words)
                })
        }
    }

    /// A line set letter-spaced is mostly pieces; a line of whole words set tight beside it
    /// ("TOTAL FATURA ANTERIOR  R$ 6.573,65", in another font) keeps its words.
    static func isSpaced(_ line: TextLine) -> Bool {
        let words = line.words
        guard words.count >= shortestSpacedLine else { return false }
        let pieces = words.reduce(0) { $0 + ($1.text.count <= Int(longestPieces) ? 1 : 0) }
        return pieces * 10 >= words.count * 6
    }

    /// Fewer words than this are too few to tell pieces from short words ("- R$ 11,60").
    static let shortestSpacedLine = 4

    private static func size(_ word: TextWord) -> Double { word.spacingUnit }
}
