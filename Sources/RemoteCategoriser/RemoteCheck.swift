import Categorisation
import Foundation
import StatementCore

/// `remote check`: one tiny request with a made-up row, to show the service, model, protocol and
/// key work together before an import relies on them. Says where the key came from, never the key.
public enum RemoteCheck {
    /// The row asked about: nothing of the user's leaves the machine.
    static let probe = RemoteRow(
        description: "COFFEE SHOP", amount: Money(minorUnits: -350, currency: .gbp),
        date: LocalDate(year: 2024, month: 7, day: 12) ?? LocalDate(dayNumber: 0))

    public static func run(
        configuration: RemoteConfiguration, key: RemoteKey?,
        categories: [Category] = Taxonomy.defaultCategories,
        transport: any RemoteTransport = URLSessionTransport(),
        clock: RemoteClock = .system
    ) -> RemoteCheckReport {
        var report = RemoteCheckReport(
            url: configuration.endpoint.absoluteString, model: configuration.model,
            remoteProtocol: configuration.remoteProtocol,
            keySource: key?.source ?? (configuration.isLoopback ? "none (a local service needs none)" : "none"))
        if key == nil && !configuration.isLoopback {
            report.error = RemoteError(
                .configuration,
                "no key for \(configuration.url.absoluteString): "
                    + "pass --remote-key-file FILE or set \(RemoteKeySource.keyFileVariable)")
            return report
        }
        let service = RemoteService(
            configuration: configuration, key: key, categories: categories,
            transport: transport, clock: clock)
        let question = RemoteQuestion(row: probe, masker: DescriptionMasker(maskWords: []))
        let started = clock.now()
        let result = transport.send(service.request(for: [question], timeout: configuration.timeout))
        report.latency = clock.now().timeIntervalSince(started)
        // Which local server it is, once something answers on loopback (after the model's answer,
        // so the latency is the model's own).
        if configuration.isLoopback, case .success = result {
            report.server = LocalServerProbe.identify(configuration, transport: transport)
        }
        switch result {
        case .failure(.timedOut):
            report.error = RemoteError(
                .unavailable,
                "\(report.url) did not answer within \(Int(configuration.timeout)) s: "
                    + "check the URL and that the service is running")
        case .failure(.unreachable(let reason)):
            report.error = RemoteError(.unavailable, "cannot reach \(report.url): \(reason): check the URL and the network")
        case .failure(.compressed(let encoding)):
            report.error = RemoteError(
                .unavailable,
                "\(report.url) answered compressed (\(encoding)) though no compression was asked for: "
                    + "check url, model and protocol in the configuration")
        case .failure(.tooLarge(let limit)):
            report.error = RemoteError(
                .unavailable,
                "\(report.url) answered more than \(limit >> 20) MB, which no answer needs: "
                    + "check url, model and protocol in the configuration")
        case .success(let response) where response.status == 401 || response.status == 403:
            report.error = RemoteError(
                .keyRefused,
                "the service refused the key from \(report.keySource) "
                    + "(\(response.status)\(service.detail(response))): check or replace the key")
        case .success(let response) where !(200..<300).contains(response.status):
            report.error = RemoteError(
                .unavailable,
                "the service answered \(response.status)\(service.detail(response)): "
                    + "check url, model and protocol in the configuration")
        case .success(let response):
            let reading = service.read(response.body, rowCount: 1)
            switch reading.outcome {
            case .read:
                let answer = reading.answers[0]
                report.answer =
                    "\(probe.description) → \(answer?.categoryID ?? "no category")"
                    + (answer.map { " " + String(format: "%.2f", $0.confidence) } ?? "")
            case .cutOff:
                report.error = RemoteError(.unavailable, "the answer was cut off at the model's length limit: try another model")
            case .failed(let reason):
                report.error = RemoteError(
                    .unavailable,
                    "\(reason): check that the model supports structured output "
                        + "(json_schema) and that protocol matches the service")
            }
        }
        return report
    }
}
