/// Reads the account a line names as a heading ("Account number 12345678", "IBAN ES91 …",
/// "Savings Account No. 87654321"), not in passing ("salary is paid to account 87654321").
enum AccountLine {
    /// The account, when its label opens the line or a cell of it, or follows at most two plain
    /// words of its cell ("Current Account No.") and its number then ends that cell.
    static func account(on line: TextLine) -> PrintedAccount? {
        // No figure, no number: most lines are done with before any folding.
        guard line.words.contains(where: { $0.text.contains(where: \.isASCIIDigit) }),
              let label = FactFinder.accountLabel(inFolded: TextFolding.normalised(line.text)),
              let found = FactFinder.printedAccount(after: label, on: line) else { return nil }
        let words = line.words
        let cellStart = (0...found.labelStart).last { opensCell(words, at: $0) } ?? 0
        let lead = words[cellStart..<found.labelStart]
        let heading = lead.isEmpty || (lead.count <= 2 && lead.allSatisfy { $0.text.allSatisfy(\.isLetter) }
            && (found.numberEnd == words.count - 1 || opensCell(words, at: found.numberEnd + 1)))
        return heading ? PrintedAccount(number: found.number) : nil
    }

    /// A word opens a cell when it starts the line or stands well apart from the word before:
    /// wider than any space between the words of one phrase.
    static func opensCell(_ words: [TextWord], at index: Int) -> Bool {
        index == 0 || words[index].x0 - words[index - 1].x1 > 1.5 * max(words[index].fontSize, 4)
    }
}
