import Foundation
import LedgerStore
import StatementCore

/// `audit FILE...`: each statement compared with the rows the ledger already holds for its account
/// and period, from any file (a CSV download, an OFX, another PDF). Reads only: nothing is stored,
/// and the ledger is opened read-only.
public struct AuditStatements {
    public struct Request: Sendable {
        public var paths: [String]
        public var ledger: LedgerAccess
        public var folders: RuleFolders
        public var layout: String?
        public var passwordFile: String?
        /// The account to compare with (its id, name or last four characters); nil finds it as import would.
        public var account: String?
        /// The currency of statements that do not say theirs (`--currency`), as `import` takes it.
        public var currency: Currency?
        public var environment: [String: String]
        public var readingLimits: ReadingLimits?
        /// Readers in child processes, as `import` has: a file that crashes or hangs the reader fails
        /// alone, and the reader holds none of this process's secrets. Nil reads here.
        public var isolation: FileIsolation?

        public init(
            paths: [String], ledger: LedgerAccess, folders: RuleFolders, layout: String? = nil, passwordFile: String? = nil,
            account: String? = nil, currency: Currency? = nil, environment: [String: String], readingLimits: ReadingLimits? = nil,
            isolation: FileIsolation? = nil
        ) {
            self.currency = currency
            self.paths = paths
            self.ledger = ledger
            self.folders = folders
            self.layout = layout
            self.passwordFile = passwordFile
            self.account = account
            self.environment = environment
            self.readingLimits = readingLimits
            self.isolation = isolation
        }
    }

    /// One statement of one file and what the ledger holds beside it.
    public struct Audited: Sendable {
        public var path: String
        public var sha256: String
        public var format: SourceFormat
        /// "…1234" as the statement prints it, or nil.
        public var account: String?
        public var audit: StatementAudit
    }

    public struct Result: Sendable {
        public var audited: [Audited] = []
        /// Files that could not be read or whose account the ledger does not hold: one line each.
        public var problems: [AppError] = []

        /// Every statement read matches the ledger, and every file was read.
        public var matches: Bool { problems.isEmpty && audited.allSatisfy(\.audit.matches) }
    }

    public var request: Request

    public init(_ request: Request) {
        self.request = request
    }

    /// Throws only when nothing can be compared: no ledger, a bad --account, rules that cannot load.
    public func run() throws(AppError) -> Result {
        var reader = try StatementFileReader(
            folders: request.folders, layout: request.layout, passwordFile: request.passwordFile, environment: request.environment)
        if let limits = request.readingLimits { reader.limits = limits }
        let chosen = try chosenAccount()
        var result = Result()
        let files = FileIsolation.files(request.paths)
        let source: any StatementSource =
            request.isolation.map { ($0.jobs > 1 && files.count == 1 ? $0.alone : $0).source(hashes: [:], early: nil) }
            ?? InProcessSource(reader: reader, hashes: [:])
        try source.read(files, categorise: nil) { incoming, read throws(AppError) in
            let path = incoming.path
            let file: StatementFile
            do throws(ReadFailure) {
                file = try read()
            } catch {
                result.problems.append(error.error)
                return
            }
            for (index, printed) in file.statements.enumerated() {
                let found = try request.ledger.reading { ledger -> (Int64?, StatementAudit?) in
                    let statement = try currencyDecided(printed, chosen: chosen, ledger: ledger)
                    guard let account = try chosen ?? ledger.auditedAccount(for: statement, sha256: file.sha256, section: index + 1) else {
                        return (nil, nil)
                    }
                    return (account, try ledger.audit(statement, accountID: account))
                }
                guard let audit = found.1 else {
                    result.problems.append(
                        .noInput(
                            "\(DisplayName.of(path)): the ledger holds no account for this statement (account \(printed.account ?? "unknown")): "
                                + "give the account with --account (see `statement-import accounts`)"))
                    continue
                }
                result.audited.append(
                    Audited(path: path, sha256: file.sha256, format: SourceFormat(printed.format), account: printed.account, audit: audit))
            }
        }
        return result
    }

    /// A statement that does not say its currency (a CSV with none in its header) is compared in
    /// the one `--currency` names, else the one its account has in the ledger, as `import` stores it.
    /// Left unnamed, every row of it was both missing (in no currency) and extra (in the account's).
    private func currencyDecided(_ statement: Statement, chosen: Int64?, ledger: Ledger) throws -> Statement {
        guard statement.decidedCurrency == nil else { return statement }
        let account = try chosen.flatMap { id in try ledger.accounts().first { $0.id == id }?.currency }
        guard let currency = try request.currency ?? account ?? ledger.knownCurrency(for: statement, named: nil) else { return statement }
        let reason = request.currency != nil ? "--currency \(currency.code)" : "the ledger's account"
        return statement.inCurrency(currency, because: reason) ?? statement
    }

    private func chosenAccount() throws(AppError) -> Int64? {
        guard let account = request.account else { return nil }
        return try BrowseLedger(ledger: request.ledger).filter(TransactionFilter(), accountSuffix: account).accountID
    }
}
