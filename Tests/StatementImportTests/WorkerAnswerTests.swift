import Foundation
import StatementCore
import StatementImport
import Testing

/// A worker hands its statements to the parent with their rows packed in columns: nothing may be
/// lost or altered on the way, and a garbled answer fails its file.
@Suite struct WorkerAnswerTests {
    static func statement(rowCurrency: Currency = .eur) throws -> Statement {
        var statement = try StatementCodableTests.sample()
        let day = try #require(LocalDate(year: 1999, month: 12, day: 31))
        statement.transactions += [
            Transaction(date: day, description: "", amount: Money(minorUnits: Int64.min + 1, currency: rowCurrency), page: 2, line: 1),
            Transaction(
                date: day, valueDate: day, description: "12:~ 3 ~ 4:", rawText: "~\n12:~ 3 ~ 4:\t",
                amount: Money(minorUnits: Int64.max, currency: .eur), balance: Money(minorUnits: 0, currency: .eur),
                page: 3, line: 40),
            Transaction(date: day, description: "支付宝-美团外卖 👩‍👩‍👧", amount: Money(minorUnits: 5, currency: .eur), page: 3, line: 41),
        ]
        return statement
    }

    static func roundTrip(_ answer: WorkerAnswer) throws -> WorkerAnswer {
        try JSONDecoder().decode(WorkerAnswer.self, from: try JSONEncoder().encode(answer))
    }

    @Test func statementsSurviveTheTripExactly() throws {
        let statements = [try Self.statement(), try StatementCodableTests.sample()]
        let decoded = try Self.roundTrip(WorkerAnswer(statements: statements, pages: 3, pagesWithoutText: [2]))
        #expect(decoded.statements == statements)
        #expect(decoded.pages == 3)
        #expect(decoded.pagesWithoutText == [2])
    }

    @Test func rowsInMixedCurrenciesTravelAsObjects() throws {
        let statements = [try Self.statement(rowCurrency: .usd)]
        let data = try JSONEncoder().encode(WorkerAnswer(statements: statements, pages: 1))
        #expect(!String(decoding: data, as: UTF8.self).contains("\"columns\""))
        #expect(try JSONDecoder().decode(WorkerAnswer.self, from: data).statements == statements)
    }

    @Test func aFailureSurvivesTheTrip() throws {
        let failure = WorkerAnswer.Failure(message: "march.pdf: wrong password", category: "password", exitCode: 77)
        let decoded = try Self.roundTrip(WorkerAnswer(failure: failure))
        #expect(decoded.failure == failure)
        #expect(decoded.statements == nil)
    }

    @Test func garbledColumnsAreRefused() throws {
        let text = String(decoding: try JSONEncoder().encode(WorkerAnswer(statements: [try Self.statement()], pages: 1)), as: UTF8.self)
        for garbled in [#""amounts":"1 x""#, #""amounts":"1""#, #""amounts":"99999999999999999999 1 2 3""#] {
            let broken = text.replacingOccurrences(of: #""amounts":"[^"]*""#, with: garbled, options: .regularExpression)
            #expect(broken != text)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(WorkerAnswer.self, from: Data(broken.utf8)) }
        }
        let badText = text.replacingOccurrences(
            of: #""descriptions":"[^"]*""#, with: #""descriptions":"500:x""#,
            options: .regularExpression)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WorkerAnswer.self, from: Data(badText.utf8)) }
    }
}
