import Categorisation
import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport
import Toolbox

/// The review state machine itself, driven the way the command drives it (interpret, apply to
/// the ledger, commit) but with no terminal: every answer lands on the row it was asked about.
@Suite struct ReviewSessionTests {
    /// A ledger with four rows waiting for review; the fourth has a low-confidence suggestion.
    final class Fixture {
        let directory: URL
        let reviewer: Reviewer
        var session: ReviewSession

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("ReviewSession-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("ledger.sqlite").path
            let rows = [
                ("2025-03-02", "PIZZERIA NAPOLI", -2_450), ("2025-03-03", "MERCADONA VALENCIA", -5_310),
                ("2025-03-05", "HAUSVERWALTUNG SCHULZ MIETE", -92_000), ("2025-03-07", "CAFE CENTRAL", -380),
            ]
            .enumerated().map { index, row in
                Transaction(
                    date: LocalDate(iso: row.0) ?? LocalDate(dayNumber: 0), description: row.1,
                    amount: Money(minorUnits: Int64(row.2), currency: .eur), page: 1, line: 10 + index)
            }
            let closing = 100_000 + rows.reduce(0) { $0 + $1.amount.minorUnits }
            let statement = Statement(
                institution: "Banco Ejemplo", account: "…1234", currency: .eur,
                period: LocalDate(iso: "2025-03-01").flatMap { start in
                    LocalDate(iso: "2025-03-31").map { DateRange(start: start, end: $0) }
                },
                openingBalance: Money(minorUnits: 100_000, currency: .eur),
                closingBalance: Money(minorUnits: closing, currency: .eur), transactions: rows,
                verification: Verification(verdict: .verified, problems: []), pageCount: 1)
            let suggestions: [Suggestion?] = [
                nil, nil, nil,
                Suggestion(categoryID: "restaurants", confidence: 0.4, source: .rule, explanation: "cafe"),
            ]
            _ = try Ledger(path: path).importStatements([
                StatementImportRequest(
                    statement: statement, fileName: "march.pdf", fileSHA256: SHA256.hexDigest("march"), toolVersion: "test",
                    suggestions: suggestions)
            ])
            reviewer = try Reviewer(LedgerAccess(path: path))
            session = try reviewer.session()
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        /// One answer, as the command takes it: the decision is applied, then committed.
        @discardableResult
        func answer(_ text: String) throws -> ReviewStep {
            let step = session.interpret(text)
            if case .decide(let decision) = step {
                session.commit(decision, snapshot: try reviewer.apply(decision))
            }
            return step
        }

        var asked: String? { session.current?.transaction.description }

        func stored(_ description: String) throws -> StoredTransaction? {
            try reviewer.ledger.transactions(TransactionFilter(duplicates: .included)).first { $0.description == description }
        }
    }

    /// An id too short to look up says so and how long it must be, not that no row has it.
    @Test func anIDTooShortIsToldItsMinimumLength() throws {
        let fixture = try Fixture()
        let id = try #require(try fixture.reviewer.ledger.transactions(TransactionFilter()).first?.id)
        #expect(try fixture.reviewer.resolveID(String(id.prefix(6))) == id)
        #expect {
            try fixture.reviewer.resolveID(String(id.prefix(5)))
        } throws: { error in
            let message = (error as? AppError)?.message ?? ""
            return message.contains("too short") && message.contains("6 or more") && !message.contains("no transaction id starts")
        }
    }

    @Test func helpTyposAndEmptyAnswersAskTheSameRowAgainAndChangeNothing() throws {
        let fixture = try Fixture()
        let first = try #require(fixture.asked)
        for answer in ["?", "help", "restarants", "", "   ", "0", "99", "zzzz", "r"] {
            guard case .askAgain(let message) = try fixture.answer(answer) else {
                Issue.record("'\(answer)' did not ask again")
                continue
            }
            #expect(!message.isEmpty)
            #expect(fixture.asked == first, "'\(answer)' moved on")
        }
        #expect(fixture.session.interpret("restarants") == .askAgain("no category restarants; did you mean restaurants?"))
        #expect(fixture.session.interpret("?").isAskAgain(containing: "1 bills"))
        #expect(fixture.session.history.isEmpty && fixture.session.position == 0)
        #expect(try fixture.reviewer.ledger.transactions(TransactionFilter(duplicates: .included)).allSatisfy { !$0.locked })
    }

    @Test func everyAnswerLandsOnItsRow() throws {
        let fixture = try Fixture()
        let order = fixture.session.rows.map(\.transaction.description)
        #expect(order.count == 4)
        // Category by id, alias in another language, prefix and number.
        let numberOfFood = try #require(fixture.session.choices.firstIndex { $0.category.id == "food" }) + 1
        let answers = ["?", "restaurants", "restarants", "Alimentación", "hous", String(numberOfFood)]
        var expected: [String: String] = [:]
        for answer in answers {
            let row = try #require(fixture.asked)
            if case .decide(.settle(_, let category)) = try fixture.answer(answer) { expected[row] = category }
        }
        #expect(expected.count == 4)
        #expect(Set(expected.values) == ["restaurants", "food", "housing"])
        for (description, category) in expected {
            let stored = try #require(try fixture.stored(description))
            #expect(stored.categoryID == category && stored.locked && stored.reviewStatus == .confirmed, "\(description)")
        }
        #expect(fixture.asked == nil)
        #expect(fixture.session.settled.count == 4)
    }

    @Test func enterAcceptsTheSuggestionOnlyWhenThereIsOne() throws {
        let fixture = try Fixture()
        while let row = fixture.session.current, row.transaction.categoryID == nil { try fixture.answer("s") }
        #expect(fixture.asked == "CAFE CENTRAL")
        #expect(try fixture.answer("") == .decide(.settle(rowID: try #require(try fixture.stored("CAFE CENTRAL")).id, category: "restaurants")))
        #expect(try fixture.stored("CAFE CENTRAL")?.locked == true)
    }

    @Test func skipMovesOnAndChangesNothing() throws {
        let fixture = try Fixture()
        let first = try #require(fixture.asked)
        try fixture.answer("s")
        #expect(fixture.asked != first && fixture.session.position == 1)
        #expect(fixture.session.settled.isEmpty && fixture.session.history.count == 1)
        let stored = try #require(try fixture.stored(first))
        #expect(!stored.locked && stored.categoryID == nil && stored.reviewStatus == .needsReview)
    }

    @Test func duplicateMarksOnlyItsRow() throws {
        let fixture = try Fixture()
        let first = try #require(fixture.asked)
        try fixture.answer("d")
        #expect(try fixture.stored(first)?.duplicate == true)
        #expect(try fixture.reviewer.ledger.transactions(TransactionFilter(duplicates: .included)).filter(\.duplicate).count == 1)
        // Undone, it counts again.
        try fixture.answer("u")
        #expect(fixture.asked == first)
        #expect(try fixture.stored(first)?.duplicate == false)
    }

    @Test func undoGoesBackToTheRowAndRestoresIt() throws {
        let fixture = try Fixture()
        #expect(fixture.session.interpret("u") == .askAgain("nothing to undo yet"))
        let first = try #require(fixture.asked)
        try fixture.answer("food")
        let second = try #require(fixture.asked)
        try fixture.answer("s")
        // Undo takes back the skip, then the answer before it, row by row.
        try fixture.answer("u")
        #expect(fixture.asked == second)
        try fixture.answer("u")
        #expect(fixture.asked == first)
        let restored = try #require(try fixture.stored(first))
        #expect(!restored.locked && restored.categoryID == nil && restored.reviewStatus == .needsReview)
        try fixture.answer("housing")
        #expect(try fixture.stored(first)?.categoryID == "housing")
        #expect(fixture.asked == second)
        #expect(fixture.session.settled.count == 1)
    }

    @Test func aRuleIsProposedFromTheRowsMerchantAndSavedOnlyOnYes() throws {
        let fixture = try Fixture()
        let row = try #require(fixture.session.current)
        guard case .proposeRule(let draft) = fixture.session.interpret("r restaurants") else {
            Issue.record("no rule proposed")
            return
        }
        #expect(draft.rowID == row.id && draft.category == "restaurants")
        #expect(draft.text.contains("when description contains \"\(draft.merchant)\"") && draft.text.contains("category restaurants"))
        #expect(fixture.session.interpret("r restarants") == .askAgain("no category restarants; did you mean restaurants?"))
        // Proposing changes nothing: the session is still on the row.
        #expect(fixture.session.position == 0 && fixture.session.history.isEmpty)
    }

    @Test func quitKeepsWhatWasAnswered() throws {
        let fixture = try Fixture()
        let first = try #require(fixture.asked)
        try fixture.answer("food")
        #expect(try fixture.answer("q") == .quit)
        #expect(fixture.session.settled.count == 1)
        #expect(try fixture.stored(first)?.categoryID == "food")
        // A new session asks only about the rows still waiting.
        #expect(try fixture.reviewer.session().rows.count == 3)
    }

    @Test func completionNamesTheOneCategoryAPrefixStartsOrTheirCommonStart() throws {
        let fixture = try Fixture()
        #expect(fixture.session.complete("hou") == "housing")
        #expect(fixture.session.complete("tra") == "trans")
        #expect(fixture.session.complete("zz") == "zz")
    }
}

private extension ReviewStep {
    func isAskAgain(containing text: String) -> Bool {
        if case .askAgain(let message) = self { return message.contains(text) }
        return false
    }
}
