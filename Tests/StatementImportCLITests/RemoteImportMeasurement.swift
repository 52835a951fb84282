import Foundation
import Testing
import TestSupport

/// Prints the request count and wall time of importing the six sample statements with remote on
/// against the loopback fake, first run, again from the cache (into a fresh ledger), and with remote off. Runs only
/// when REMOTE_MEASURE_SAMPLES is set: it measures, it asserts nothing about time.
@Suite(
    .enabled(
        if: toolIsBuilt && ProcessInfo.processInfo.environment["REMOTE_MEASURE_SAMPLES"] != nil,
        "set REMOTE_MEASURE_SAMPLES=1 to measure"))
struct RemoteImportMeasurement {
    @Test func sixSamplesFirstRunAndFromTheCache() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let environment = try RemoteFake.environment(server, in: directory)
        let samples = try FileManager.default.contentsOfDirectory(atPath: ToolRun.sample(""))
            .filter { $0.hasSuffix(".pdf") }.sorted().map(ToolRun.sample)
        for (label, ledger, flag) in [
            ("first run", "first.sqlite", "--remote"), ("from the cache", "second.sqlite", "--remote"),
            ("remote off, for comparison", "third.sqlite", "--no-remote"),
        ] {
            let before = server.requests.count
            let started = Date()
            let run = try ToolRun.run(
                ["import", flag, "--ledger", directory.appendingPathComponent(ledger).path] + samples,
                in: directory, environment: environment)
            let seconds = Date().timeIntervalSince(started)
            let remoteLine = run.stdout.split(separator: "\n").first { $0.hasPrefix("remote:") } ?? "no remote line"
            print(
                "remote import of \(samples.count) samples, \(label): exit \(run.status), \(server.requests.count - before) requests "
                    + "to the fake, \(String(format: "%.2f", seconds)) s wall; \(remoteLine)")
        }
    }
}
