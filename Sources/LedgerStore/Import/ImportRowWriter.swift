/// The rows of an import sent as multi-row INSERTs (several VALUES tuples, which both dialects
/// take) instead of one statement per row: each execution's setup (cursors on the table and its
/// indexes) is paid once per batch. Transactions are always written before the categorisation
/// events and statement links that refer to them, so foreign keys hold at every statement.
struct ImportRowWriter {
    /// 32 rows of 24 columns stay under the 999 parameters older SQLite builds allow.
    static let rowsPerStatement = 32

    private struct Table {
        let head: String
        let columns: Int
        var values: [DatabaseValue] = []
        var rows = 0

        init(_ head: String, columns: Int) {
            self.head = head
            self.columns = columns
        }

        mutating func add(_ row: [DatabaseValue]) {
            values += row
            rows += 1
        }

        mutating func flush(_ database: any LedgerDatabase) throws {
            guard rows > 0 else { return }
            let tuple = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
            try database.run(head + " VALUES " + Array(repeating: tuple, count: rows).joined(separator: ", "), values)
            values.removeAll(keepingCapacity: true)
            rows = 0
        }
    }

    private let database: any LedgerDatabase
    private var transactions = Table(Ledger.transactionColumns, columns: 24)
    private var events = Table(Ledger.categorisationEventColumns, columns: 7)
    private var links = Table(Ledger.statementRowColumns, columns: 3)

    init(database: any LedgerDatabase) {
        self.database = database
    }

    mutating func transaction(_ values: [DatabaseValue]) throws {
        transactions.add(values)
        try flushIfFull()
    }

    mutating func event(_ values: [DatabaseValue]) throws {
        events.add(values)
        try flushIfFull()
    }

    mutating func link(_ values: [DatabaseValue]) throws {
        links.add(values)
        try flushIfFull()
    }

    /// Writes what is pending, transactions first; call it before anything reads these tables.
    mutating func flush() throws {
        try transactions.flush(database)
        try events.flush(database)
        try links.flush(database)
    }

    private mutating func flushIfFull() throws {
        let limit = ImportRowWriter.rowsPerStatement
        if transactions.rows >= limit || events.rows >= limit || links.rows >= limit { try flush() }
    }
}
