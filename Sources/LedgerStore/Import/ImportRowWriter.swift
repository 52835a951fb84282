/// The rows of an import sent as multi-row INSERTs (several VALUES tuples, which both dialects
/// take) instead of one statement per row: each execution's setup (cursors on the table and its
/// indexes, on PostgreSQL a round trip) is paid once per batch, and the INSERT of a whole batch is
/// built and prepared once. Transactions are always written before the categorisation events and
/// statement links that refer to them, so foreign keys hold at every statement.
///
/// On SQLite such a statement keeps a statement journal (a copy of each page it changes, so it
/// alone can be undone); the connection keeps that journal in memory (`temp_store=MEMORY`), where
/// it is a copy rather than a write to a temporary file.
struct ImportRowWriter {
    /// Rows per INSERT when the database takes that many parameters. On SQLite each statement
    /// copies the pages it changes that existed before it (the last page of every index it
    /// appends to, each index page a random fingerprint lands on) into its statement journal,
    /// so fewer, larger statements copy less; past about a hundred rows the gain levels off.
    static let rowsPerStatement = 128

    private struct Table {
        let head: String
        let columns: Int
        let rowsPerInsert: Int
        /// The INSERT for a whole batch, built once.
        let batchSQL: String
        var values: [DatabaseValue] = []
        var rows = 0

        /// As many rows as `parameterLimit` allows, up to `rowsPerStatement`.
        init(_ head: String, columns: Int, parameterLimit: Int) {
            self.head = head
            self.columns = columns
            rowsPerInsert = max(1, min(ImportRowWriter.rowsPerStatement, parameterLimit / columns))
            batchSQL = Table.insert(head, columns: columns, rows: rowsPerInsert)
            values.reserveCapacity(columns * rowsPerInsert)
        }

        static func insert(_ head: String, columns: Int, rows: Int) -> String {
            let tuple = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
            return head + " VALUES " + Array(repeating: tuple, count: rows).joined(separator: ", ")
        }

        mutating func add(_ row: [DatabaseValue]) {
            values += row
            rows += 1
        }

        var isFull: Bool { rows >= rowsPerInsert }

        mutating func flush(_ database: any LedgerDatabase) throws {
            guard rows > 0 else { return }
            let sql = rows == rowsPerInsert ? batchSQL : Table.insert(head, columns: columns, rows: rows)
            try database.run(sql, values)
            values.removeAll(keepingCapacity: true)
            rows = 0
        }
    }

    private let database: any LedgerDatabase
    private var transactions: Table
    private var events: Table
    private var links: Table

    init(database: any LedgerDatabase) {
        self.database = database
        let limit = database.parameterLimit
        transactions = Table(Ledger.transactionColumns, columns: 24, parameterLimit: limit)
        events = Table(Ledger.categorisationEventColumns, columns: 7, parameterLimit: limit)
        links = Table(Ledger.statementRowColumns, columns: 3, parameterLimit: limit)
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

    /// A full table flushes all three, transactions first, so no event or link is written
    /// before the transaction it refers to.
    private mutating func flushIfFull() throws {
        if transactions.isFull || events.isFull || links.isFull { try flush() }
    }
}
