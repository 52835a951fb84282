import Foundation
import StatementCore
import Toolbox

/// The `parse --format json` contract (README and ../shared/conformance/README.md).
enum StatementJSON {
    /// One statement as its own object; a file with several accounts wraps them in `statements`.
    static func render(_ statements: [Statement], file: String, sha256: String) -> JSONValue {
        guard statements.count != 1 else { return render(statements[0], file: file, sha256: sha256) }
        return .object([
            ("file", .string(file)),
            ("sha256", .string(sha256)),
            ("statements", .array(statements.map { render($0, file: file, sha256: sha256) })),
        ])
    }

    static func render(_ statement: Statement, file: String, sha256: String) -> JSONValue {
        .object(members(statement, file: file, sha256: sha256) + [("transactions", .array(statement.transactions.map(row)))])
    }

    /// `render(...).pretty` and a line break, written a piece at a time: a long statement's rows
    /// are never all held as JSON at once, only the one being written.
    /// `threads`: how many threads render the rows (`parse --jobs`), a block of them each at a time.
    static func write(
        _ statements: [Statement], file: String, sha256: String, threads: Int = 1, to output: @escaping (String) -> Void
    ) {
        write(statements, file: file, sha256: sha256, threads: threads, bytesTo: { output(String(decoding: $0, as: UTF8.self)) })
    }

    /// `write` handing out each chunk's bytes as they are: the console writes them without
    /// making a String of them, whose check of every byte cost as much as the rows' pieces.
    static func write(
        _ statements: [Statement], file: String, sha256: String, threads: Int = 1,
        bytesTo output: @escaping (UnsafeRawBufferPointer) -> Void
    ) {
        var writer = ChunkedWriter(output: output, threads: threads)
        if statements.count == 1 {
            write(statements[0], file: file, sha256: sha256, level: 0, to: &writer)
        } else {
            writer.append("{\n  \"file\": \(JSONValue.quote(file)),\n  \"sha256\": \(JSONValue.quote(sha256)),\n  \"statements\": ")
            if statements.isEmpty {
                writer.append("[]")
            } else {
                writer.append("[\n")
                for (index, statement) in statements.enumerated() {
                    writer.append(pad(2))
                    write(statement, file: file, sha256: sha256, level: 2, to: &writer)
                    writer.append(index == statements.count - 1 ? "\n" : ",\n")
                }
                writer.append(pad(1) + "]")
            }
            writer.append("\n}")
        }
        writer.append("\n")
        writer.flush()
    }

    /// The statement's object as `pretty` renders it `level` deep: its members, then its rows one by one.
    private static func write(_ statement: Statement, file: String, sha256: String, level: Int, to writer: inout ChunkedWriter) {
        writer.append("{\n")
        for (key, value) in members(statement, file: file, sha256: sha256) {
            writer.append(pad(level + 1) + JSONValue.quote(key) + ": " + value.pretty(level: level + 1) + ",\n")
        }
        writer.append(pad(level + 1) + JSONValue.quote("transactions") + ": ")
        let rows = statement.transactions
        if rows.isEmpty {
            writer.append("[]")
        } else {
            writer.append("[\n")
            writeRows(rows, level: level + 2, to: &writer)
            writer.append(pad(level + 1) + "]")
        }
        writer.append("\n" + pad(level) + "}")
    }

    /// Every member but the rows, in the contract's order; the rows come last.
    private static func members(_ statement: Statement, file: String, sha256: String) -> [(String, JSONValue)] {
        [
            ("file", .string(file)),
            ("sha256", .string(sha256)),
            ("institution", .optional(statement.institution)),
            ("account", .optional(statement.account)),
            ("bank_code", .optional(statement.bankCode)),
            ("kind", .string(statement.kind.rawValue)),
            ("currency", .optional(statement.decidedCurrency?.code)),
            ("currency_evidence", .array(statement.currencyDecision.evidence.map { .string($0) })),
            ("currency_warning", .optional(statement.currencyDecision.warning)),
            ("period", statement.period.map { .object([("start", .string($0.start.iso)), ("end", .string($0.end.iso))]) } ?? .null),
            ("statement_date", .optional(statement.statementDate?.iso)),
            ("opening_balance", money(statement.openingBalance)),
            ("closing_balance", money(statement.closingBalance)),
            ("page_count", .int(statement.pageCount)),
            ("layout", .optional(statement.layout)),
            (
                "verification",
                .object([
                    ("verdict", .string(statement.verification.verdict.rawValue)),
                    ("problems", .array(statement.verification.problems.map { .string($0.description) })),
                    ("checks", .array(statement.verification.checks.map { .string($0) })),
                    ("notes", .array(statement.verification.notes.map { .string($0.description) })),
                ])
            ),
        ]
    }

    private static func row(_ row: Transaction) -> JSONValue {
        .object(
            [
                ("date", .string(row.date.iso)),
                ("value_date", .optional(row.valueDate?.iso)),
                ("description", .string(row.description)),
                ("amount", money(row.amount)),
                ("balance", money(row.balance)),
                ("page", .int(row.page)),
                ("line", .int(row.line)),
                ("raw_text", .string(row.rawText)),
            ] + (row.foreign.map { [("foreign", foreign($0))] } ?? []))
    }

    /// Only on a row whose statement prints the original amount: the rate is null when none is printed.
    private static func foreign(_ foreign: ForeignAmount) -> JSONValue {
        .object([
            ("amount", .string(foreign.original.decimalString)),
            ("currency", .string(foreign.original.currency.code)),
            ("rate", .optional(foreign.rate?.description)),
        ])
    }

    /// The rows, each with its comma and line break, `level` deep. On several threads, blocks of
    /// `rowsPerBlock` rows are rendered side by side (one a thread) and written in order: the
    /// output is what one thread writes, and memory holds a block a thread, not the rows' JSON.
    private static func writeRows(_ rows: [Transaction], level: Int, to writer: inout ChunkedWriter) {
        let threads = min(writer.threads, rows.count / rowsPerBlock)
        guard threads > 1 else { return writeRows(rows, rows.indices, level: level, to: &writer) }
        var start = 0
        while start < rows.count {
            let blocks = (0..<threads).map { start + $0 * rowsPerBlock }.filter { $0 < rows.count }
            let texts = IndexedResults<[UInt8]>(count: blocks.count)
            DispatchQueue.concurrentPerform(iterations: blocks.count) { block in
                let range = blocks[block]..<min(rows.count, blocks[block] + rowsPerBlock)
                let text = TextCollector()
                var local = ChunkedWriter(output: text.append)
                writeRows(rows, range, level: level, to: &local)
                local.flush()
                texts.put(text.bytes, at: block)
            }
            for text in texts.all() { text.withUnsafeBytes { writer.append($0) } }
            start += threads * rowsPerBlock
        }
    }

    /// The rows of `range`, each with its comma and line break.
    private static func writeRows(_ rows: [Transaction], _ range: Range<Int>, level: Int, to writer: inout ChunkedWriter) {
        for index in range {
            writer.appendSpaces(2 * level)
            write(rows[index], level: level, to: &writer)
            writer.append(index == rows.count - 1 ? ("\n" as StaticString) : ",\n")
        }
    }

    /// Enough rows that a thread's start is worth it, few enough that a block's text is small.
    static let rowsPerBlock = 1_024

    /// `row(row).pretty(level: level)`, written straight out: no tree of values per row.
    /// Keys and punctuation go in as static bytes, numbers as their digits: a long statement
    /// writes some 30 pieces a row, and each String piece cost a bridge retain and release.
    private static func write(_ row: Transaction, level: Int, to writer: inout ChunkedWriter) {
        let inner = 2 * (level + 1)
        func key(_ key: StaticString) {
            writer.appendSpaces(inner)
            writer.append(key)
        }
        func member(_ name: StaticString, _ value: String?, last: Bool = false) {
            key(name)
            if let value { writer.appendQuoted(value) } else { writer.append("null" as StaticString) }
            writer.append(last ? ("\n" as StaticString) : ",\n")
        }
        writer.append("{\n" as StaticString)
        member("\"date\": ", row.date.iso)
        member("\"value_date\": ", row.valueDate?.iso)
        member("\"description\": ", row.description)
        member("\"amount\": ", row.amount.decimalString)
        member("\"balance\": ", row.balance?.decimalString)
        key("\"page\": ")
        writer.appendInteger(row.page)
        writer.append(",\n" as StaticString)
        key("\"line\": ")
        writer.appendInteger(row.line)
        writer.append(",\n" as StaticString)
        member("\"raw_text\": ", row.rawText, last: row.foreign == nil)
        if let foreign = row.foreign {
            writer.append(pad(level + 1) + "\"foreign\": " + self.foreign(foreign).pretty(level: level + 1) + "\n")
        }
        writer.appendSpaces(2 * level)
        writer.append("}" as StaticString)
    }

    private static func money(_ value: Money?) -> JSONValue { value.map { .string($0.decimalString) } ?? .null }

    private static func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// Pieces gathered into chunks of about 64 KiB, so the console is called a few times per
    /// statement and memory holds one chunk. The chunk is bytes, not a String: appending to a
    /// String and asking its length cost more per row than the rest of the row's JSON. The
    /// buffer keeps its size and `used` counts its bytes: a piece is one bounds check and a copy,
    /// where `Array.append(contentsOf:)` cost about a hundred instructions a piece.
    private struct ChunkedWriter {
        static let chunk = 1 << 16
        let output: (UnsafeRawBufferPointer) -> Void
        /// Threads rendering rows (`writeRows`).
        let threads: Int
        var pending: [UInt8]
        var used = 0

        init(output: @escaping (UnsafeRawBufferPointer) -> Void, threads: Int = 1) {
            self.output = output
            self.threads = threads
            pending = [UInt8](repeating: 0, count: Self.chunk)
        }

        /// Copies `bytes` in, writing the chunk out first when they do not fit; a piece larger
        /// than a chunk is written out on its own.
        mutating func append(_ bytes: UnsafeRawBufferPointer) {
            if used + bytes.count > pending.count {
                flush()
                if bytes.count > pending.count {
                    output(bytes)
                    return
                }
            }
            let at = used
            pending.withUnsafeMutableBytes { buffer in
                UnsafeMutableRawBufferPointer(rebasing: buffer[at..<(at + bytes.count)]).copyMemory(from: bytes)
            }
            used += bytes.count
        }

        mutating func append(_ piece: String) {
            var piece = piece
            piece.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }

        mutating func append(_ piece: StaticString) {
            piece.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        }

        /// `count` spaces: a row's indentation.
        mutating func appendSpaces(_ count: Int) {
            let spaces: StaticString = "                                "
            var left = count
            while left > 0 {
                let take = min(left, spaces.utf8CodeUnitCount)
                spaces.withUTF8Buffer { append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[..<take]))) }
                left -= take
            }
        }

        /// `String(value)`'s digits, written from a stack buffer.
        mutating func appendInteger(_ value: Int) {
            guard value >= 0 else { return append(String(value)) }
            var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
            withUnsafeMutableBytes(of: &scratch) { digits in
                var rest = value
                var start = digits.count
                repeat {
                    start -= 1
                    digits[start] = 48 + UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                } while rest > 0
                append(UnsafeRawBufferPointer(rebasing: digits[start...]))
            }
        }

        /// `JSONValue.quote(text)` appended in place.
        mutating func appendQuoted(_ text: String) {
            var text = text
            let plain = text.withUTF8 { bytes in
                // Nothing to escape (no quote, backslash or control character): copied as it is.
                guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
                append("\"" as StaticString)
                append(UnsafeRawBufferPointer(bytes))
                append("\"" as StaticString)
                return true
            }
            if !plain { append(JSONValue.quote(text)) }
        }

        mutating func flush() {
            guard used > 0 else { return }
            let count = used
            pending.withUnsafeBytes { output(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            used = 0
        }
    }

    /// A rendered block's bytes, gathered from its writer's chunks.
    private final class TextCollector: @unchecked Sendable {
        var bytes: [UInt8] = []
        func append(_ piece: UnsafeRawBufferPointer) { bytes.append(contentsOf: piece) }
    }
}
