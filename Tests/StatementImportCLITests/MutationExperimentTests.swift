import Foundation
import PDFText
import StatementCore
import Testing

/// The mutation experiment of issue 10: damaged copies of the sample statements (rows dropped
/// from either end or one from anywhere, pages cut away) must never come back `verified` with
/// rows missing. It prints how many copies it made and how many did.
@Suite struct MutationExperimentTests {
    static let samples = ["combined-accounts-en.pdf", "credit-card-new-year.pdf", "cuenta-es.pdf", "current-account-en.pdf",
                          "debit-credit-columns.pdf", "multi-page-en.pdf"]

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
        let numbers = pages.map(\.number)
        if numbers.count > 1 {
            for mask in 1..<(1 << numbers.count) - 1 {
                let kept = numbers.indices.filter { mask & (1 << $0) != 0 }.map { numbers[$0] }
                copies.append(("pages \(kept)", pages.filter { kept.contains($0.number) }))
            }
        }
        return copies
    }

    @Test func noDamagedCopyIsVerifiedWithRowsMissing() throws {
        var made = 0
        var fooled: [String] = []
        for sample in Self.samples {
            let document = try PDFDocument(path: ToolRun.sample(sample))
            let pages = Array(document.pages())
            let originals = StatementParser().parseAll(pages: pages)
            let rowCounts = Dictionary(originals.map { ($0.account ?? "", $0.transactions.count) }, uniquingKeysWith: max)
            for (name, damaged) in Self.copies(of: pages, rows: originals.flatMap(\.transactions)) {
                made += 1
                for statement in StatementParser().parseAll(pages: damaged) where statement.verification.verdict == .verified {
                    if statement.transactions.count < rowCounts[statement.account ?? "", default: Int.max] || rowCounts[statement.account ?? ""] == nil {
                        fooled.append("\(sample) \(name): account \(statement.account ?? "unknown") verified with \(statement.transactions.count) rows")
                    }
                }
            }
        }
        print("mutation experiment: \(made) damaged copies of \(Self.samples.count) samples, \(fooled.count) verified with rows missing")
        #expect(made > 250)
        #expect(fooled.isEmpty, "\(fooled.prefix(10))")
    }
}
