import Foundation
@testable import RemoteCategoriser
import StatementCore
import Testing
import TestSupport

/// Prints requests and wall time for the rows of a `statement-import transactions --format csv`
/// file against the loopback fake, a first run and a second answered from the cache. Runs only
/// when REMOTE_MEASURE_CSV names such a file; it asserts nothing about time.
@Suite struct RemoteMeasurement {
    static let csv = ProcessInfo.processInfo.environment["REMOTE_MEASURE_CSV"]

    @Test(.enabled(if: RemoteMeasurement.csv != nil)) func printRequestsAndWallTime() throws {
        let rows = try Self.rows(Self.csv ?? "")
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("other", 0.8))
        defer { server.stop() }
        let directory = try TemporaryFolder()
        let cachePath = directory.path + "/remote-answers.jsonl"
        for run in ["first", "second"] {
            let started = Date()
            let outcome = try Fixture.categoriser(server, cache: RemoteAnswerCache(path: cachePath)).categorise(rows)
            let seconds = Date().timeIntervalSince(started)
            print(
                "remote measurement, \(run) run: \(rows.count) rows, \(outcome.summary.line), "
                    + String(format: "%.3f s", seconds))
        }
    }

    /// The columns `date`, `description`, `amount_minor` and `currency`, found by the header.
    static func rows(_ path: String) throws -> [RemoteRow] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline).map(fields)
        guard let header = lines.first, let date = header.firstIndex(of: "date"),
            let description = header.firstIndex(of: "description"), let minor = header.firstIndex(of: "amount_minor"),
            let currency = header.firstIndex(of: "currency")
        else { return [] }
        return lines.dropFirst().compactMap { field in
            guard field.count == header.count, let units = Int64(field[minor]), let day = LocalDate(iso: field[date]) else {
                return nil
            }
            return RemoteRow(
                description: field[description], amount: Money(minorUnits: units, currency: Currency(code: field[currency])),
                date: day)
        }
    }

    static func fields(_ line: Substring) -> [String] {
        var fields: [String] = [], field = "", quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
            } else if character == "," && !quoted {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        return fields + [field]
    }
}
