extension Ledger {
    /// The agreement last recorded for this service and model, nil when none was. A row the
    /// schema's checks would refuse cannot be there, but counts out of range are still ignored.
    public func remoteAgreement(serviceURL: String, model: String) throws -> StoredRemoteAgreement? {
        try database.query(
            """
            SELECT asked, agreed, configured_batch_size, batch_size, recorded_at FROM remote_agreement
            WHERE service_url = ? AND model = ?
            """, [.text(serviceURL), .text(model)]
        ) { row -> StoredRemoteAgreement? in
            let numbers = [row.int64(0), row.int64(1), row.int64(2), row.int64(3)]
            guard numbers.allSatisfy({ $0 >= 0 && $0 <= Int64(Int32.max) }) else { return nil }
            return StoredRemoteAgreement(
                serviceURL: serviceURL, model: model, asked: Int(numbers[0]), agreed: Int(numbers[1]),
                configuredBatchSize: Int(numbers[2]), batchSize: Int(numbers[3]),
                recordedAt: row.text(4))
        }.first ?? nil
    }

    /// Records a run's agreement for its service and model, replacing the one before: only the
    /// last run is remembered.
    public func recordRemoteAgreement(_ agreement: StoredRemoteAgreement) throws {
        try database.run(
            """
            INSERT INTO remote_agreement (service_url, model, asked, agreed, configured_batch_size, batch_size, recorded_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (service_url, model) DO UPDATE SET asked = excluded.asked, agreed = excluded.agreed,
                configured_batch_size = excluded.configured_batch_size, batch_size = excluded.batch_size,
                recorded_at = excluded.recorded_at
            """,
            [
                .text(agreement.serviceURL), .text(agreement.model), .integer(Int64(agreement.asked)),
                .integer(Int64(agreement.agreed)), .integer(Int64(agreement.configuredBatchSize)),
                .integer(Int64(agreement.batchSize)), .text(LedgerClock.timestamp()),
            ])
    }
}
