import Foundation
import LedgerStore

/// The connections of one command to one ledger: one per mode, each opened once and kept for the
/// length of the command, so the use cases a command runs (look up held files, read the
/// categories, import, count what waits for review) share them instead of opening their own.
/// A command that writes reads an existing ledger through its one writing connection: `import`
/// into an existing ledger opens it once.
public final class LedgerConnections: @unchecked Sendable {
    private let lock = NSLock()
    /// Whether the command writes to the ledger (`import` says so before it reads anything).
    private var writes: Bool
    private var reading: Ledger?
    private var writing: Ledger?
    private var openCount = 0

    public init(writes: Bool) {
        self.writes = writes
    }

    /// The command will write: from now on a read of an existing ledger opens the writing connection.
    public func willWrite() { lock.withLock { writes = true } }

    /// How many connections were opened: tests count them.
    public var opens: Int { lock.withLock { openCount } }

    /// The connection for `mode`, opened by `open` the first time. `exists`: whether the ledger is
    /// there already (a reading command never creates it). A writing command's first read of an
    /// existing ledger opens the writing connection; when that fails (a read-only file), the read
    /// goes on read-only and the failure is reported by the write that needs it, as before.
    func connection(_ mode: LedgerOpenMode, exists: Bool, open: (LedgerOpenMode) throws -> Ledger) throws -> Ledger {
        try lock.withLock { () throws -> Ledger in
            if let writing { return writing }
            if mode == .reading, let reading { return reading }
            if mode == .reading, writes, exists, let opened = try? open(.writing) {
                openCount += 1
                writing = opened
                return opened
            }
            let opened = try open(mode)
            openCount += 1
            if mode == .writing { writing = opened } else { reading = opened }
            return opened
        }
    }
}
