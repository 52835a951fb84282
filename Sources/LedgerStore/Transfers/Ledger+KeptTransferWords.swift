extension Ledger {
    /// The `ledger_events` action that keeps a person's word on a transfer whose row a removal
    /// deletes. Its subject names the legs by fingerprint ("out FP in FP", "-" for none), which a
    /// statement imported again gives its rows back (ids are new each time); its detail is the
    /// word and the pair's strength ("unpaired person").
    static let keptTransferWord = "transfer word kept"

    /// Before a removal deletes `doomed` rows: each pair holding one of them that carries a
    /// person's word (confirmed, or unpaired) is kept as an event, so importing the rows again
    /// gives the word back (`applyKeptTransferWords`). The tool's own `found` pairs are not kept:
    /// the import finds them again.
    func keepTransferWords(of doomed: Set<String>) throws {
        guard !doomed.isEmpty else { return }
        for pair in try transferPairs() where pair.status != .found {
            guard [pair.outgoingID, pair.incomingID].contains(where: { $0.map(doomed.contains) ?? false }) else { continue }
            let legs = try [pair.outgoingID, pair.incomingID].map { id in
                try id.flatMap { try database.scalarText("SELECT fingerprint FROM transactions WHERE id = ?", [.text($0)]) } ?? "-"
            }
            try recordLedgerEvent(
                action: Self.keptTransferWord, subject: "out \(legs[0]) in \(legs[1])",
                detail: "\(pair.status.rawValue) \(pair.strength.rawValue)")
        }
    }

    /// Gives back the words removals kept whose rows are all in the ledger again and in no pair a
    /// person decided since; the latest word on the same legs wins. Run by an import before it
    /// pairs the rows it stored, so the tool never pairs a leg a person unpaired, and a pair they
    /// confirmed comes back confirmed rather than `found`. A word already in place is left alone.
    func applyKeptTransferWords() throws {
        let kept = try database.query(
            "SELECT subject, detail FROM ledger_events WHERE action = ? ORDER BY id DESC", [.text(Self.keptTransferWord)]
        ) { (subject: $0.text(0), detail: $0.text(1)) }
        guard !kept.isEmpty else { return }
        var seen: Set<String> = []
        let standing = try transferPairs()
        var taken = Set(standing.filter { $0.status == .confirmed }.flatMap { [$0.outgoingID, $0.incomingID] }.compactMap { $0 })
        for word in kept where seen.insert(word.subject).inserted {
            let parts = word.subject.split(separator: " ").map(String.init)
            let said = word.detail.split(separator: " ").map(String.init)
            guard parts.count == 4, parts[0] == "out", parts[2] == "in", said.count == 2,
                let status = StoredTransferPair.Status(rawValue: said[0]), status != .found,
                let strength = TransferStrength(rawValue: said[1])
            else { continue }
            func id(_ fingerprint: String) throws -> String?? {
                guard fingerprint != "-" else { return .some(nil) }
                guard let found = try database.scalarText("SELECT id FROM transactions WHERE fingerprint = ?", [.text(fingerprint)])
                else { return nil }
                return .some(found)
            }
            // A leg not imported again yet: the word waits for it.
            guard let outgoing = try id(parts[1]), let incoming = try id(parts[3]) else { continue }
            let legs = [outgoing, incoming].compactMap { $0 }
            guard !legs.isEmpty, !legs.contains(where: taken.contains) else { continue }
            let current = try transferPairs()
            if current.contains(where: { $0.outgoingID == outgoing && $0.incomingID == incoming && $0.status == status }) { continue }
            if status == .confirmed {
                guard let outgoing, let incoming else { continue }
                // The tool's pair on either leg gives way to the person's.
                for leg in legs {
                    try database.run(
                        "DELETE FROM transfer_pairs WHERE status = 'found' AND (outgoing_id = ? OR incoming_id = ?)", [.text(leg), .text(leg)])
                }
                taken.formUnion([outgoing, incoming])
            } else if legs.count == 1, current.contains(where: { $0.stands && $0.holds(legs[0]) }) {
                continue
            }
            let now = LedgerClock.timestamp()
            try database.run(
                """
                INSERT INTO transfer_pairs (outgoing_id, incoming_id, status, strength, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """, [.text(outgoing), .text(incoming), .text(status.rawValue), .text(strength.rawValue), .text(now), .text(now)])
            try recordLedgerEvent(
                action: "transfer word restored", subject: "transaction \(legs[0])",
                detail: "\(status.rawValue) (\(outgoing ?? "-") → \(incoming ?? "-")), kept when its statement was removed")
        }
    }
}
