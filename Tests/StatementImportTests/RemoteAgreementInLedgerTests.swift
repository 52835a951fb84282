import Categorisation
import Foundation
import LedgerStore
import RemoteCategoriser
import StatementCore
import Testing
import TestSupport
@testable import StatementImport

/// The remote's agreement lives in the ledger (issue 29): a model that answered badly in one run
/// starts the next run against the same ledger cautious, in smaller batches; a dry run writes nothing.
@Suite struct RemoteAgreementInLedgerTests {
    /// Answers every row of every request with `entertainment` at 0.97: wrong about every settled row.
    static let answeringBadly: FakeHTTPServer.Handler = { request, _ in
        let body = request.json
        let messages = body?["messages"] as? [[String: Any]] ?? []
        let content = messages.last?["content"] as? String ?? "{}"
        let rows = ((try? JSONSerialization.jsonObject(with: Data(content.utf8))) as? [String: Any])?["rows"] as? [[String: Any]] ?? []
        let answer =
            "{\"rows\":["
            + rows.indices.map { "{\"index\":\($0),\"category\":\"entertainment\",\"confidence\":0.97}" }
            .joined(separator: ",") + "]}"
        let quoted = String(decoding: (try? JSONSerialization.data(withJSONObject: [answer])) ?? Data("[\"\"]".utf8), as: UTF8.self)
            .dropFirst().dropLast()
        return .json("{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\(quoted)},\"finish_reason\":\"stop\"}]}")
    }

    static let date = LocalDate(year: 2025, month: 3, day: 1) ?? LocalDate(dayNumber: 0)

    static func row(_ description: String) -> RemoteRow {
        RemoteRow(description: description, amount: Money(minorUnits: -1234, currency: .eur), date: date)
    }

    /// Four rows a person settled as food and eight the local chain left open.
    static let settled = ["ZZQ GREEN GROCER", "ZZQ CORNER MARKET", "ZZQ FARM SHOP", "ZZQ FRESH FOODS"].map(row)
    static let open = (1...8).map { row("ZZQ UNKNOWN \($0)") }
    static var groups: [[CategorisedRow]] {
        [
            settled.map { _ in
                CategorisedRow(
                    suggestion: Suggestion(
                        categoryID: "food", confidence: 1, source: .user,
                        explanation: "a person"), needsReview: false)
            }
                + open.map { _ in CategorisedRow(suggestion: .none, needsReview: true) }
        ]
    }

    func session(_ directory: TemporaryFolder, _ server: FakeHTTPServer) -> LedgerSession {
        let environment = [
            "STATEMENT_IMPORT_RULES": directory.path + "/no-rules",
            "XDG_CONFIG_HOME": directory.path + "/config", "XDG_CACHE_HOME": directory.path + "/cache",
            "STATEMENT_IMPORT_REMOTE_URL": server.baseURL.absoluteString,
            "STATEMENT_IMPORT_REMOTE_MODEL": "tiny-model",
        ]
        return LedgerSession(
            ledger: LedgerAccess(path: directory.path + "/ledger.sqlite"), folders: RuleFolders(environment: environment),
            remote: RemoteChoice(enabled: true), environment: environment)
    }

    func remote(_ session: LedgerSession, dryRun: Bool) throws -> (LedgerCategoriser, RemoteCategoriser) {
        let categoriser = try session.categoriser(
            on: try session.openForWriting(), rules: RuleSet(rules: []), withRemote: true,
            dryRun: dryRun)
        return (categoriser, try #require(categoriser.remote?.categoriser))
    }

    @Test func aSecondRunAgainstTheSameLedgerStartsCautious() throws {
        let directory = try TemporaryFolder()
        let server = try FakeHTTPServer(handler: Self.answeringBadly)
        defer { server.stop() }
        let session = session(directory, server)

        let (first, firstRemote) = try remote(session, dryRun: false)
        #expect(firstRemote.priorAgreement == nil && firstRemote.batchSize == RemoteConfiguration().batchSize)
        _ = first.completeRemotely(Self.groups, rows: [Self.settled + Self.open])
        let stored = try #require(
            try Ledger(path: directory.path + "/ledger.sqlite", mode: .reading)
                .remoteAgreement(serviceURL: server.baseURL.absoluteString, model: "tiny-model"))
        #expect(stored.asked >= RemoteAgreement.minimumAsked && stored.agreed == 0, "\(stored)")
        #expect(stored.configuredBatchSize == RemoteConfiguration().batchSize && stored.batchSize < stored.configuredBatchSize)
        #expect(!stored.recordedAt.isEmpty)

        // Run 2, nothing settled to measure by: the remembered agreement keeps its answers to suggestions.
        let (second, secondRemote) = try remote(session, dryRun: false)
        #expect(secondRemote.priorAgreement == RemoteAgreement(asked: stored.asked, right: 0))
        #expect(secondRemote.batchSize == stored.batchSize)
        // Rows the answer cache does not hold, so the model is asked again.
        let fresh = (1...8).map { Self.row("ZZQ NEW SHOP \($0)") }
        let before = server.requests.count
        let answered = second.completeRemotely(
            [fresh.map { _ in CategorisedRow(suggestion: .none, needsReview: true) }],
            rows: [fresh])[0]
        #expect(server.requests.count > before, "asked, in batches of \(stored.batchSize)")
        #expect(answered.allSatisfy { $0.needsReview }, "an untrusted model never settles a row")
    }

    @Test func aDryRunRemembersNothing() throws {
        let directory = try TemporaryFolder()
        let server = try FakeHTTPServer(handler: Self.answeringBadly)
        defer { server.stop() }
        let (dry, _) = try remote(session(directory, server), dryRun: true)
        _ = dry.completeRemotely(Self.groups, rows: [Self.settled + Self.open])
        #expect(server.requests.count > 0)
        let ledger = try Ledger(path: directory.path + "/ledger.sqlite", mode: .reading)
        #expect(try ledger.database.scalarInt("SELECT COUNT(*) FROM remote_agreement") == 0)
    }
}
