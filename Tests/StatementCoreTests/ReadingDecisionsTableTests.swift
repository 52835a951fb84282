import Foundation
import Testing

@testable import StatementCore

/// The ordered table of reading decisions (`ReadingDecisions.all`), each decision one file of
/// `Parsing/Decisions` with a field of `Hypothesis` of its own (docs/development/contributing.md,
/// *A reading decision*): a decision written and not listed is never tried, and one listed whose
/// readings the trace cannot tell apart leaves `parse --explain` saying nothing of it.
@Suite struct ReadingDecisionsTableTests {
    static let decisionsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/StatementCore/Parsing/Decisions")

    @Test func everyDecisionFileIsListedOnceUnderANameOfItsOwn() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.decisionsFolder.path)
            .filter { $0.hasSuffix("Decision.swift") && $0 != "ReadingDecision.swift" }
            .map { String($0.dropLast(".swift".count)) }
        let listed = ReadingDecisions.all.map { String(describing: type(of: $0)) }
        #expect(!files.isEmpty)
        #expect(Set(files) == Set(listed), "each Decisions/<Name>Decision.swift has its line in ReadingDecisions.all")
        #expect(listed.count == Set(listed).count)
        let names = ReadingDecisions.all.map(\.name)
        #expect(names.allSatisfy { !$0.isEmpty })
        #expect(names.count == Set(names).count, "the trace tells decisions apart by name")
    }

    /// Where everything is left open, every decision listed offers readings; each changes its
    /// own field of the hypothesis (no other decision's), and the trace names it otherwise than
    /// the reading it starts from.
    @Test func everyDecisionListedOffersReadingsOfItsOwnFieldThatTheTraceTellsApart() {
        let open = Self.everythingOpen()
        var fieldsTaken: [String: String] = [:]
        for decision in ReadingDecisions.all {
            let hypotheses = decision.alternatives(to: open, first: open)
            #expect(!hypotheses.isEmpty, "\(decision.name): no reading offered where everything is open")
            let told = decision.summary(of: open, from: open, first: open)
            for hypothesis in hypotheses {
                let fields = Self.fieldsChanged(from: open.hypothesis, to: hypothesis)
                #expect(!fields.isEmpty, "\(decision.name): a reading that supposes nothing new")
                for field in fields {
                    if let owner = fieldsTaken[field], owner != decision.name {
                        Issue.record("\(decision.name) changes \(field), the field of \(owner)")
                    }
                    fieldsTaken[field] = decision.name
                }
                var reading = open
                reading.hypothesis = hypothesis
                #expect(decision.summary(of: reading, from: open, first: open) != told, "\(decision.name): the trace tells its readings alike")
            }
        }
    }

    /// The names of the fields of `Hypothesis` that differ between two hypotheses.
    static func fieldsChanged(from base: Hypothesis, to other: Hypothesis) -> [String] {
        zip(Mirror(reflecting: base).children, Mirror(reflecting: other).children).compactMap { before, after in
            String(describing: before.value) == String(describing: after.value) ? nil : before.label
        }
    }

    /// A first reading, failed, that leaves every decision of the table open.
    static func everythingOpen() -> ReadingChoice.Reading {
        let words = ["Closing", "balance", "12.00"].enumerated().map { index, text in
            TextWord(text: text, x0: Double(index) * 60, y0: 0, x1: Double(index) * 60 + 40, y1: 9, fontSize: 9)
        }
        let closingLine = LineReader(decimalMark: .point, minorDigits: 2).read(TextLine(page: 1, number: 9, words: words))
        var open = OpenDecisions()
        open.spacedLetters = 0.3
        open.signSections = [nil]
        open.bothDateOrders = true
        open.rolesByPosition = true
        open.unsignedColumns = [TotalsRoles.Column(x1: 390, sum: 14_19), TotalsRoles.Column(x1: 465, sum: 27_00)]
        open.tableBounds.candidates = [TableBounds(end: TableBounds.End(at: TableBounds.Place(8, closingLine), mark: .closingBalance))]
        open.entries = EntryGrouping.Found(geometryBelow: true, describingLines: 3, undatedRows: 1)
        let statement = Statement(
            currency: Currency(code: "EUR"), verification: Verification(verdict: .failed, problems: []), pageCount: 1,
            currencyDecision: CurrencyDecision(currency: nil))
        return ReadingChoice.Reading(
            statement: statement, unexplainedLines: 1, leftOutHeadings: [(index: 4, text: "Pending", page: 1, line: 5)], open: open)
    }
}
