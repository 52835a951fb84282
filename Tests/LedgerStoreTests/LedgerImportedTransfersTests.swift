import Categorisation
import Foundation
import StatementCore
import Testing
import TestSupport
import Toolbox
@testable import LedgerStore

/// An import pairs its rows' transfers reading back only the rows that could be legs: the pairs
/// it stores, their strengths and order, are those that matching every free row of the window
/// stored before (`windowPairs`, kept here as it was), on random ledgers built file by file.
@Suite struct LedgerImportedTransfersTests {
    /// Accounts of random ledgers: numbers a description can name, a card, another currency.
    static let accounts: [(number: String, kind: AccountKind, currency: Currency, institution: String, holder: String?)] = [
        ("ES00 0000 0000 0000 0000 6789", .current, .eur, "Banco Ejemplo", "MS ALEX MORGAN"),
        ("ES00 0000 0000 0000 0000 4417", .savings, .eur, "Banco Ejemplo", "MS ALEX MORGAN"),
        ("4000 0000 0000 1111", .card, .eur, "Banco Ejemplo", nil),
        ("GB00 0000 0000 0000 2222", .current, .gbp, "Northwind Bank", "MR SAM MORGAN"),
        ("ES00 0000 0000 0000 0000 3333", .current, .eur, "Caja Norte", nil),
    ]

    @Test func onlyRowsWhoseAmountMovesBothWaysAreReadBack() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        let one = Self.accounts[0], two = Self.accounts[1]
        _ = try ledger.importStatement(
            request(
                Self.file(one, month: 3, [row("2025-03-03", "TRANSFER TO 4417", -12_000), row("2025-03-05", "CORNER GROCER", -4_590, line: 2)]),
                file: "one.pdf"))
        _ = try ledger.importStatement(
            request(
                Self.file(two, month: 3, [row("2025-03-04", "TRANSFER FROM 6789", 12_000), row("2025-03-06", "INTEREST", 4_591, line: 2)]),
                file: "two.pdf"))
        #expect(try ledger.transferPairs().count == 1)
        try ledger.database.run("DELETE FROM transfer_pairs")
        let read = try ledger.transferCandidates(since: date("2025-02-01"), until: date("2025-04-30"))
        #expect(read.map(\.amount.minorUnits).sorted() == [-12_000, 12_000])
    }

    /// 600 amounts moving both ways are looked for in one list (of 2,048, filled up); 1,100 are
    /// more than a list takes, so the window's free rows are read whole and sifted.
    @Test(arguments: [600, 1_100]) func aWindowOfManyAmountsMovingBothWaysGivesTheSameLegs(_ amounts: Int) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        for (index, sign) in [Int64(-1), 1].enumerated() {
            let rows = (0..<amounts).map { row(String(format: "2025-03-%02d", 1 + $0 % 28), "ATM", sign * Int64(100 + $0), line: $0 + 1) }
            _ = try ledger.importStatement(request(Self.file(Self.accounts[index], month: 3, rows), file: "\(index).pdf"))
        }
        #expect(try ledger.transferPairs().count == amounts)
        try ledger.database.run("DELETE FROM transfer_pairs")
        try ledger.markDuplicate(transactionID: try #require(try ledger.freeTransferLegs(since: nil, until: nil).first?.id))
        let whole = try ledger.freeTransferLegs(since: date("2025-02-01"), until: date("2025-04-30"))
        let read = try ledger.transferCandidates(since: date("2025-02-01"), until: date("2025-04-30"))
        #expect(read == whole && read.count == 2 * amounts - 1)
    }

    @Test(arguments: Array(UInt64(1)...60)) func randomLedgersStoreWhatMatchingTheWholeWindowStored(_ seed: UInt64) throws {
        try compare(seed: seed, backend: .sqlite)
    }

    @Test(arguments: PostgreSQLTestServer.isAvailable ? Array(UInt64(101)...108) : [])
    func randomLedgersOnPostgreSQLStoreTheSame(_ seed: UInt64) throws {
        try compare(seed: seed, backend: .postgresql)
    }

    /// Imports a random ledger file by file; after each, the pairs the import stored are taken
    /// out again and `windowPairs` run on the same rows must store the same ones.
    func compare(seed: UInt64, backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        var random = SplitMix(seed: seed)
        var compared = 0
        for (index, statements) in Self.files(&random).enumerated() {
            let before = try ledger.database.scalarInt("SELECT MAX(id) FROM transfer_pairs") ?? 0
            let sha = SHA256.hexDigest("\(seed)-\(index)")
            let requests = statements.map {
                StatementImportRequest(statement: $0, fileName: "f\(index).pdf", fileSHA256: sha, toolVersion: "test", suggestions: [])
            }
            let outcomes = try ledger.importStatements(requests)
            let stored = try Self.pairs(ledger, after: before)
            let dates = zip(statements, outcomes).filter { $0.1.status == .imported }.flatMap { $0.0.transactions.map(\.date) }
            if let first = dates.min(), let last = dates.max() {
                try ledger.database.run("DELETE FROM transfer_pairs WHERE id > ?", [.integer(before)])
                try windowPairs(ledger, since: first, until: last)
                let expected = try Self.pairs(ledger, after: before)
                #expect(stored == expected, "seed \(seed), file \(index)")
                compared += expected.count
            } else {
                #expect(stored.isEmpty)
            }
            try Self.personActs(on: ledger, &random)
        }
        if seed == 1 { #expect(compared > 0, "the generator draws transfers") }
    }

    /// The pairs stored after `id`, in order: which legs, how strong, whose word.
    static func pairs(_ ledger: Ledger, after id: Int64) throws -> [String] {
        try ledger.transferPairs().filter { $0.id > id }.map {
            "\($0.outgoingID ?? "-") \($0.incomingID ?? "-") \($0.strength.rawValue) \($0.status.rawValue)"
        }
    }

    /// Pairing after an import as it was: every free row of the window read back and matched.
    func windowPairs(_ ledger: Ledger, since: LocalDate, until: LocalDate) throws {
        let matcher = TransferMatcher(accounts: try ledger.transferAccounts())
        guard matcher.canPair else { return }
        let margin = 2 * max(matcher.namedWindowDays, matcher.amountWindowDays)
        try ledger.atomically {
            let legs = try ledger.freeTransferLegs(since: since.adding(days: -margin), until: until.adding(days: margin))
            let match = matcher.match(legs)
            let dates = Dictionary(legs.map { ($0.id, $0.date) }, uniquingKeysWith: { first, _ in first })
            func inside(_ id: String) -> Bool {
                guard let date = dates[id] else { return false }
                return date >= since && date <= until
            }
            try ledger.storeFound(match.pairs.filter { inside($0.outgoingID) || inside($0.incomingID) })
        }
    }

    /// Statements of one to four months of three to five accounts, in files of one statement or,
    /// now and then, two accounts' statements of a month in one file; in random order.
    static func files(_ random: inout SplitMix) -> [[Statement]] {
        var chosen = Array(accounts.indices)
        random.shuffle(&chosen)
        let held = chosen.prefix(3 + random.next(below: 3)).sorted()
        var statements: [(month: Int, statement: Statement)] = []
        for index in held {
            var opening: Int64 = 1_000_000
            for month in 1...4 where random.next(below: 4) != 0 {
                let statement = file(accounts[index], month: month, opening: opening, rows(&random, month: month, own: index, held: held))
                opening = statement.closingBalance?.minorUnits ?? opening
                statements.append((month, statement))
            }
        }
        random.shuffle(&statements)
        var files: [[Statement]] = []
        var position = 0
        while position < statements.count {
            let next = position + 1
            if next < statements.count, statements[next].month == statements[position].month, random.next(below: 4) == 0 {
                files.append([statements[position].statement, statements[next].statement])
                position += 2
            } else {
                files.append([statements[position].statement])
                position += 1
            }
        }
        return files
    }

    /// A month's rows: amounts drawn from a few that collide on purpose, either sign, descriptions
    /// naming another account, its holder, a card's bill, or nothing; rows printed twice alike;
    /// now and then a run of one amount too long to weigh one by one.
    static func rows(_ random: inout SplitMix, month: Int, own: Int, held: [Int]) -> [Transaction] {
        let colliding: [Int64] = [1_000, 2_500, 5_000, 12_000, 333]
        let others = held.filter { $0 != own }
        var rows: [Transaction] = []
        func add(day: Int, _ description: String, _ amount: Int64) {
            let iso = String(format: "2025-%02d-%02d", month, day)
            rows.append(row(iso, description, amount, line: rows.count + 1))
        }
        for _ in 0..<(4 + random.next(below: 11)) {
            let magnitude = random.next(below: 10) < 7 ? colliding[random.next(below: colliding.count)] : Int64(1 + random.next(below: 9_999))
            let amount = random.next(below: 2) == 0 ? -magnitude : magnitude
            let other = accounts[others[random.next(below: others.count)]]
            let lastFour = String(other.number.suffix(4))
            let descriptions = [
                amount < 0 ? "TRANSFER TO \(lastFour)" : "TRANSFER FROM \(lastFour)", "CREDIT CARD PAYMENT", "PAYMENT THANK YOU",
                "TRANSFER TO ALEX MORGAN", "CORNER GROCER", "ATM WITHDRAWAL", "SAVINGS",
            ]
            let description = descriptions[random.next(below: descriptions.count)]
            let day = 1 + random.next(below: 28)
            add(day: day, description, amount)
            if random.next(below: 8) == 0 { add(day: day, description, amount) }
        }
        if random.next(below: 10) == 0 {
            let day = 1 + random.next(below: 20)
            let sign: Int64 = random.next(below: 2) == 0 ? -1 : 1
            for offset in 0..<18 { add(day: day + offset % 5, "STANDING ORDER", sign * 1_000) }
        }
        return rows
    }

    static func file(
        _ account: (number: String, kind: AccountKind, currency: Currency, institution: String, holder: String?), month: Int,
        opening: Int64 = 1_000_000, _ rows: [Transaction]
    ) -> Statement {
        let rows = rows.map { row in
            var row = row
            row.amount = Money(minorUnits: row.amount.minorUnits, currency: account.currency)
            return row
        }
        let days = [31, 28, 31, 30][month - 1]
        let start = date(String(format: "2025-%02d-01", month)), end = date(String(format: "2025-%02d-%02d", month, days))
        let closing = opening + rows.reduce(0) { $0 + $1.amount.minorUnits }
        var statement = Statement(
            institution: account.institution, account: account.number, kind: account.kind, currency: account.currency,
            period: DateRange(start: start, end: end), statementDate: end,
            openingBalance: Money(minorUnits: opening, currency: account.currency),
            closingBalance: Money(minorUnits: closing, currency: account.currency), transactions: rows,
            verification: Verification(verdict: .verified, problems: []), pageCount: 1)
        statement.holderBlock = account.holder.map { HolderBlock(names: [$0]) }
        return statement
    }

    /// What a person may do between two imports: pair, unpair, confirm, mark a duplicate, remove
    /// a statement, find pairs over the whole ledger; or the ledger loses its pairs (one from
    /// before pairing).
    static func personActs(on ledger: Ledger, _ random: inout SplitMix) throws {
        let rows = try ledger.database.query("SELECT id, amount_minor, account_id FROM transactions ORDER BY id") {
            (id: $0.text(0), amount: $0.int64(1), account: $0.int64(2))
        }
        guard !rows.isEmpty else { return }
        let any = rows[random.next(below: rows.count)]
        let standing = try ledger.transferPairs().filter(\.stands)
        switch random.next(below: 12) {
        case 0:
            if let pair = standing.first, let id = pair.outgoingID { try ledger.unpairTransfer(id) }
        case 1: try ledger.unpairTransfer(any.id)
        case 2:
            // A person undoes a pair they confirmed before pairing its legs anew (`pairTransfer`
            // refuses otherwise).
            let confirmed = Set(standing.filter { $0.status == .confirmed }.flatMap { [$0.outgoingID, $0.incomingID].compactMap { $0 } })
            let partners = rows.filter {
                $0.account != any.account && $0.amount.signum() * any.amount.signum() == -1 && !confirmed.contains($0.id)
            }
            if !partners.isEmpty, !confirmed.contains(any.id) {
                try ledger.pairTransfer(any.id, partners[random.next(below: partners.count)].id)
            }
        case 3:
            if let pair = standing.last, let id = pair.incomingID { try ledger.confirmTransferPair(id) }
        case 4: try ledger.markDuplicate(transactionID: any.id)
        case 5:
            let statements = try ledger.statements()
            if !statements.isEmpty { _ = try ledger.removeStatement(id: statements[random.next(below: statements.count)].id) }
        case 6: try ledger.findTransferPairs()
        case 7: try ledger.database.run("DELETE FROM transfer_pairs")
        default: break
        }
    }
}

/// A seeded generator, so a failing ledger can be built again.
typealias SplitMix = CategorisationBenchmark.SplitMix

extension SplitMix {
    mutating func shuffle<Element>(_ items: inout [Element]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(index, next(below: index + 1)) }
    }
}
