/// Where the agreement each service and model earned in its last run is kept between runs, so a
/// model that did badly last month starts cautious. The application layer gives the ledger's
/// (`remote_agreement`); this module only asks and tells, and never learns where it lives.
public protocol RemoteAgreementMemory: Sendable {
    /// The last run remembered for this service (its configured `url`) and model, nil when none.
    func lastRun(serviceURL: String, model: String) -> RememberedAgreement?
    /// Keeps a run's agreement, replacing the one before; a warning line when it cannot (never fatal).
    func remember(_ run: RememberedAgreement, serviceURL: String, model: String) -> String?
}

extension RemoteAgreementMemory {
    public func lastRun(for configuration: RemoteConfiguration) -> RememberedAgreement? {
        lastRun(serviceURL: configuration.url.absoluteString, model: configuration.model)
    }

    func remember(_ run: RememberedAgreement, for configuration: RemoteConfiguration) -> String? {
        remember(run, serviceURL: configuration.url.absoluteString, model: configuration.model)
    }
}
