/// The rows of an import sent as multi-row INSERTs (several VALUES tuples, which both dialects
/// take) instead of one statement per row: each execution's setup (cursors on the table and its
/// indexes, on PostgreSQL a round trip) is paid once per batch, and the INSERT of a whole batch is
/// built and prepared once. Categorisation events and statement links refer to transactions, so
/// they are written only while no transaction is pending: foreign keys hold at every statement.
///
/// On SQLite such a statement keeps a statement journal (a copy of each page it changes, so it
/// alone can be undone); the connection keeps that journal in memory (`temp_store=MEMORY`), where
/// it is a copy rather than a write to a temporary file.
struct ImportRowWriter {
    /// Rows per INSERT when the database takes that many parameters. On SQLite each statement
    /// copies the pages it changes that existed before it (the last page of every index it
    /// appends to, each index page a random fingerprint lands on) into its statement journal,
    /// and frees that journal when it ends, so fewer, larger statements copy less. The schema's
    /// foreign keys make SQLite keep that journal for any INSERT of several rows, and one row
    /// per INSERT costs more than the journal does (about 1.5x SQLite's instructions).
    static let rowsPerStatement = 512
    /// What is left of a statement's rows when no whole batch is left goes in INSERTs of a power
    /// of two rows up to this many: the largest INSERT, the costliest to prepare, is prepared
    /// only for a statement long enough to fill one.
    static let largestRemainder = 128

    private struct Table {
        let head: String
        let columns: Int
        let rowsPerInsert: Int
        /// The INSERT for a whole batch, built once.
        let batchSQL: String
        var values: [DatabaseValue] = []
        var rows: Int { values.count / columns }

        /// As many rows as `parameterLimit` allows, up to `rowsPerStatement`.
        init(_ head: String, columns: Int, parameterLimit: Int) {
            self.head = head
            self.columns = columns
            rowsPerInsert = max(1, min(ImportRowWriter.rowsPerStatement, parameterLimit / columns))
            batchSQL = Table.insert(head, columns: columns, rows: rowsPerInsert)
            values.reserveCapacity(2 * columns * rowsPerInsert)
        }

        static func insert(_ head: String, columns: Int, rows: Int) -> String {
            let tuple = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
            return head + " VALUES " + Array(repeating: tuple, count: rows).joined(separator: ", ")
        }

        mutating func add(_ row: [DatabaseValue]) {
            values += row
        }

        var isFull: Bool { rows >= rowsPerInsert }

        /// Writes whole batches, and with `all` the rest too, in INSERTs of a power of two rows:
        /// a few statement shapes per table stay prepared, not one per length a statement ends with.
        mutating func flush(_ database: any LedgerDatabase, all: Bool) throws {
            var written = 0
            while rows - written >= rowsPerInsert || (all && rows > written) {
                let left = rows - written
                let count =
                    left >= rowsPerInsert
                    ? rowsPerInsert : min(ImportRowWriter.largestRemainder, 1 << (Int.bitWidth - 1 - left.leadingZeroBitCount))
                let sql = count == rowsPerInsert ? batchSQL : Table.insert(head, columns: columns, rows: count)
                let batch = values[(written * columns)..<((written + count) * columns)]
                try database.run(sql, batch.count == values.count ? values : Array(batch))
                written += count
            }
            values.removeFirst(written * columns)
        }
    }

    private let database: any LedgerDatabase
    private var transactions: Table
    private var events: Table
    private var links: Table

    init(database: any LedgerDatabase) {
        self.database = database
        let limit = database.parameterLimit
        transactions = Table(Ledger.transactionColumns, columns: 28, parameterLimit: limit)
        events = Table(Ledger.categorisationEventColumns, columns: 7, parameterLimit: limit)
        links = Table(Ledger.statementRowColumns, columns: 3, parameterLimit: limit)
    }

    /// A full batch of transactions is written, then the whole batches of events and links,
    /// every transaction they can refer to being stored by then.
    mutating func transaction(_ values: [DatabaseValue]) throws {
        transactions.add(values)
        guard transactions.isFull else { return }
        try transactions.flush(database, all: false)
        try events.flush(database, all: false)
        try links.flush(database, all: false)
    }

    mutating func event(_ values: [DatabaseValue]) throws {
        events.add(values)
        if events.isFull && transactions.rows == 0 { try events.flush(database, all: false) }
    }

    /// A link to a row stored before (a duplicate) waits like any other until no transaction is pending.
    mutating func link(_ values: [DatabaseValue]) throws {
        links.add(values)
        if links.isFull && transactions.rows == 0 { try links.flush(database, all: false) }
    }

    /// Writes everything pending, transactions first; call it before anything reads these tables.
    mutating func flush() throws {
        try transactions.flush(database, all: true)
        try events.flush(database, all: true)
        try links.flush(database, all: true)
    }
}
