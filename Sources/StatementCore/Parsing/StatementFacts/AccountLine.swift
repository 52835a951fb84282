/// Reads the account a line names as a heading ("Account number 12345678", "IBAN ES91 …",
/// "Savings Account No. 87654321"), not in passing ("salary is paid to account 87654321").
enum AccountLine {
    /// The account, when its label opens the line or a cell of it, or follows at most two plain
    /// words of its cell ("Current Account No.") and its number then ends that cell.
    static func account(on line: TextLine) -> PrintedAccount? {
        // No figure, no number: most lines are done with before any folding.
        // A word without a digit byte holds no digit character: only those with one are read as characters.
        guard line.words.contains(where: { $0.text.utf8.contains(where: AmountText.isDigit) && $0.text.contains(where: \.isASCIIDigit) })
        else { return nil }
        if let label = FactFinder.accountLabel(inFolded: TextFolding.normalised(line.text)),
            let found = FactFinder.printedAccount(after: label, on: line)
        {
            return heading(line.words, found) ? PrintedAccount(number: found.number) : nil
        }
        // "€ BBBBBBBB  N° 00099999902 en euros": an account's name, then its number after a number sign.
        guard let sign = line.words.firstIndex(where: { numberSigns.contains($0.text) }),
            let found = FactFinder.printedAccount(afterWord: sign, on: line)
        else { return nil }
        let words = line.words
        let lead = words[((0...sign).last { opensCell(words, at: $0) } ?? 0)..<sign]
        let tailEnd = ((found.numberEnd + 1)..<words.count).first { opensCell(words, at: $0) } ?? words.count
        let tail = words[(found.numberEnd + 1)..<tailEnd]
        let named = lead.count <= 3 && lead.allSatisfy { !$0.text.contains(where: \.isNumber) }
        let plainTail = tail.count <= 3 && tail.allSatisfy { $0.text.allSatisfy(\.isLetter) }
        return named && plainTail ? PrintedAccount(number: found.number) : nil
    }

    /// "N°", "Nº", "Nr.": the sign before a number, which names an account only at a heading's end.
    static let numberSigns: Set<String> = ["N°", "Nº", "N.º", "n°", "nº", "Nr.", "Nr", "No.", "Nº:", "N°:"]

    /// The label opens the line or a cell of it, or follows at most two plain words of its cell
    /// ("Current Account No."), and its number then ends that cell, or the label of the bank's
    /// own code follows it ("Savings Account Account number 87654321 Sort code 20-30-40", set
    /// with single spaces): a sentence does not go on into a sort code.
    private static func heading(_ words: LineWords, _ found: (labelStart: Int, numberEnd: Int, number: String)) -> Bool {
        let cellStart = (0...found.labelStart).last { opensCell(words, at: $0) } ?? 0
        let lead = words[cellStart..<found.labelStart]
        let next = found.numberEnd + 1
        return lead.isEmpty
            || (lead.count <= 2 && lead.allSatisfy { $0.text.allSatisfy(\.isLetter) }
                && (next == words.count || opensCell(words, at: next) || BankCodeFinder.labelOpens(words, at: next)))
    }

    /// A word opens a cell when it starts the line or stands well apart from the word before:
    /// wider than any space between the words of one phrase.
    static func opensCell(_ words: LineWords, at index: Int) -> Bool {
        index == 0 || words[index].x0 - words[index - 1].x1 > 1.5 * max(words[index].fontSize, 4)
    }
}
