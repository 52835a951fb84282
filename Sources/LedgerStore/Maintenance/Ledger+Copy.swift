extension Ledger {
    /// Copies this whole ledger into `target`, an empty ledger on either backend (only the
    /// shipped categories, which the copy replaces with this ledger's own), in one transaction
    /// of the target: the same ids, rows and audit trail. Before it commits, the target's row
    /// count of every table and the balance of every account are read back and compared with
    /// this ledger's; any difference rolls the whole copy back (`LedgerError.copyMismatch`).
    /// A target holding anything else is refused with `LedgerError.copyTargetNotEmpty`.
    public func copy(to target: Ledger) throws -> LedgerCopyReport {
        let expectedCounts = try LedgerTable.all.map { (table: $0.name, rows: try database.scalarInt("SELECT COUNT(*) FROM \($0.name)") ?? 0) }
        let expectedBalances = try accountBalances()
        return try target.database.atomically {
            guard try target.holdsOnlyShippedCategories() else { throw LedgerError.copyTargetNotEmpty(path: target.path) }
            try target.database.run("DELETE FROM categories")
            for table in LedgerTable.all {
                let rows = try database.query(table.selectSQL) { table.values(of: $0) }
                for values in table.name == "categories" ? Ledger.parentsFirst(rows) : rows {
                    try target.database.run(table.insertSQL, values)
                }
                if table.hasIdentity { try target.database.resetIdentity(of: table.name) }
            }
            let copiedCounts = try LedgerTable.all.map {
                (table: $0.name, rows: try target.database.scalarInt("SELECT COUNT(*) FROM \($0.name)") ?? 0)
            }
            for (expected, copied) in zip(expectedCounts, copiedCounts) where expected.rows != copied.rows {
                throw LedgerError.copyMismatch(path: target.path, detail: "\(copied.table) has \(copied.rows) rows, the source \(expected.rows)")
            }
            let copiedBalances = try target.accountBalances()
            if copiedBalances != expectedBalances {
                let account = expectedBalances.first { copiedBalances[$0.key] != $0.value }?.key ?? "?"
                throw LedgerError.copyMismatch(path: target.path, detail: "the balance of account \(account) differs")
            }
            return LedgerCopyReport(rowsPerTable: copiedCounts, accountsBalanced: expectedBalances.count)
        }
    }

    /// A ledger just created: no rows anywhere but the shipped categories, unchanged.
    func holdsOnlyShippedCategories() throws -> Bool {
        for table in LedgerTable.all where table.name != "categories" {
            if try database.scalarInt("SELECT COUNT(*) FROM \(table.name)") != 0 { return false }
        }
        return try database.scalarInt("SELECT COUNT(*) FROM categories WHERE user_defined <> 0 OR retired <> 0") == 0
    }

    /// Per account and currency: the sum of its rows (duplicates left out) and how many there are.
    func accountBalances() throws -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: try database.query(
                """
                SELECT account_id, currency, SUM(amount_minor), COUNT(*) FROM transactions WHERE duplicate = 0
                GROUP BY account_id, currency
                """
            ) { ("\($0.int64(0)) \($0.text(1))", "\($0.text(2)) in \($0.int64(3)) rows") })
    }

    /// Categories ordered so that each parent is inserted before its children.
    static func parentsFirst(_ rows: [[DatabaseValue]]) -> [[DatabaseValue]] {
        var placed = Set<DatabaseValue>()
        var pending = rows
        var ordered: [[DatabaseValue]] = []
        while !pending.isEmpty {
            let ready = pending.filter { $0[4] == .null || placed.contains($0[4]) }
            // A parent that is not there (or a cycle) would fail its foreign key either way: let the insert say so.
            let next = ready.isEmpty ? pending : ready
            ordered += next
            placed.formUnion(next.map { $0[0] })
            pending.removeAll { row in next.contains(row) }
        }
        return ordered
    }
}
