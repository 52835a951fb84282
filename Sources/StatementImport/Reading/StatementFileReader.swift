import Foundation
import PDFText
import StatementCore
import Toolbox

/// Opens, extracts and parses one statement file: the work `parse` and `import` share.
public struct StatementFileReader: Sendable {
    public var parser: StatementParser
    public var password: String?
    /// Threads extracting one file's pages and reading its lines (`import --jobs`, `parse --jobs`);
    /// 1 does both on the calling thread.
    public var jobs: Int
    /// The bounds of an in-process read; nil where the process has its own (a worker).
    public var limits: ReadingLimits?
    /// Only for the tests' fault switch (`WorkerFault`), which makes a read misbehave on purpose.
    var environment: [String: String] = [:]
    /// The CSV layout profiles, and the one `--layout` named: a CSV file is read with that one,
    /// else with the first whose `match:` lines its first lines hold, else by its content alone.
    public var csvProfiles: [CSVLayoutProfile] = []
    public var forcedCSVProfile: CSVLayoutProfile?

    public init(parser: StatementParser, password: String?, jobs: Int = 1, limits: ReadingLimits? = nil) {
        self.parser = parser
        self.password = password
        self.jobs = jobs
        self.limits = limits
    }

    /// The reader the user's configuration asks for: layout profiles from the rule folders,
    /// an optional forced layout, the password from a file or the environment.
    public init(
        folders: RuleFolders, layout: String?, passwordFile: String?, environment: [String: String],
        jobs: Int = 1
    ) throws(AppError) {
        let profiles = try LayoutCatalog.load(folders)
        let csvProfiles = try LayoutCatalog.loadCSV(folders)
        let forcedCSV = layout.flatMap { name in csvProfiles.first { $0.name == name } }
        let forced =
            forcedCSV != nil ? nil : try layout.map { name throws(AppError) in try LayoutCatalog.named(name, in: profiles) }
        self.init(
            parser: StatementParser(profiles: profiles, forcedProfile: forced),
            password: try PasswordSource.password(file: passwordFile, environment: environment), jobs: jobs)
        self.environment = environment
        self.csvProfiles = csvProfiles
        self.forcedCSVProfile = forcedCSV
    }

    /// `sha256`: the file's hash when the caller has it already (import checks it before reading).
    /// The statements are stored under the hash returned, so it must name the very bytes parsed.
    /// The file's identity (size, times) is taken before it is opened and checked after the parse;
    /// its hash is taken once, when its pages are extracted (after the parse on one thread,
    /// alongside it on several), and compared with the caller's where there is one. A file that
    /// changed in between (a download tool rewriting it) is refused: a write changes its identity
    /// (its ctime), as the read on several threads always relied on (a second hash taken before
    /// the file was opened cost a pass over its bytes and caught nothing more).
    public func read(_ path: String, sha256 known: String? = nil) throws(AppError) -> StatementFile {
        try guarded(path) { () throws(AppError) -> StatementFile in try unguardedRead(path, sha256: known) }
    }

    /// `body` under the read's bounds (the tests' fault switch first, as if the file itself misbehaved).
    private func guarded<Result>(_ path: String, _ body: () throws(AppError) -> Result) throws(AppError) -> Result {
        try ReadingWatchdog.guarding(path, limits) { () throws(AppError) -> Result in
            WorkerFault.injectIfAsked(for: path, environment: environment)
            return try body()
        }
    }

    private func unguardedRead(_ path: String, sha256 known: String?) throws(AppError) -> StatementFile {
        // Told by its content: a PDF goes on below, any other statement file to its own reader.
        if let format = StructuredFileReader.format(of: path) {
            return try StructuredFileReader.read(path, as: format, sha256: known, csvProfiles: csvProfiles, forced: forcedCSVProfile)
        }
        if let forcedCSVProfile {
            throw .usage(
                "\(DisplayName.of(path)): --layout \(forcedCSVProfile.name) is a CSV layout profile (\(forcedCSVProfile.source)): it reads CSV files only"
            )
        }
        let identity = FileIdentity.of(path)
        let document = try DocumentOpener.open(path, password: password, otherFormatsRead: true)
        let pages = readPages(document, path: path)
        // With several threads the file is hashed while its pages are parsed: most of the parse
        // is on one thread, leaving the others idle. Its pages are all extracted by now, so this
        // hash names the bytes parsed, as the one after the parse on one thread does; a write in
        // between changes the file's identity (its ctime), checked after the parse.
        let hashing = jobs > 1 ? BackgroundWork { FileHasher.sha256(path) } : nil
        let empty = pages.filter { !$0.hasText }.map(\.number)
        if pages.isEmpty {
            throw .badData("\(DisplayName.of(path)): the PDF has no pages (a download that failed?): download the statement again")
        }
        if empty.count == pages.count {
            throw .badData(
                "\(DisplayName.of(path)): no page has a text layer (a scanned image?): run it through OCR first, for example `ocrmypdf in.pdf out.pdf`"
            )
        }
        var statements: [Statement]
        var parser = parser
        parser.threads = max(1, jobs)
        do {
            statements = try parser.statements(in: pages)
        } catch {
            // Amounts beyond what money can hold: bad data, one line naming the file.
            throw .badData("\(DisplayName.of(path)): \(error)")
        }
        // Whose name and address to mask before a description leaves for a remote categoriser:
        // found alongside the holder on several threads, as neither needs the other.
        let parsed = statements
        let finding = jobs > 1 ? BackgroundWork { HolderBlock.find(in: pages, rows: parsed.lazy.flatMap(\.transactions)) } : nil
        // Whose account it is, from the words of its first pages (the title, the account's name).
        if let holder = AccountKindDetector.holder(pages: pages, rows: statements.lazy.flatMap(\.transactions)) {
            for index in statements.indices where statements[index].holder == nil { statements[index].holder = holder }
        }
        if let block = finding.map(\.value) ?? HolderBlock.find(in: pages, rows: parsed.lazy.flatMap(\.transactions)) {
            for index in statements.indices { statements[index].holderBlock = block }
        }
        // After the extraction: taken alongside the parse on several threads, after it on one.
        let hashed = hashing.map(\.value) ?? FileHasher.sha256(path)
        guard let sha256 = known ?? hashed else {
            throw .noInput("\(DisplayName.of(path)): cannot be read: check its permissions")
        }
        guard FileIdentity.of(path) == identity, hashed == sha256 else {
            throw StatementFileReader.changedWhileRead(path)
        }
        return StatementFile(path: path, statements: statements, sha256: sha256, pagesWithoutText: empty)
    }

    /// A file whose bytes changed between hashing and reading: nothing of it may be stored under
    /// either hash. Trying again once it has stopped changing works.
    public static func changedWhileRead(
        _ path: String,
        advice: String = "import it again once it has finished changing"
    ) -> AppError {
        .noInput(
            "\(DisplayName.of(path)): changed while it was being read (a download still writing it?): "
                + "nothing of it was stored; \(advice)")
    }

    /// The pages of `path` as `read` extracts them, on `jobs` threads, not parsed: the benchmark's floor.
    public func pages(_ path: String) throws(AppError) -> [TextPage] {
        try guarded(path) { () throws(AppError) -> [TextPage] in
            readPages(try DocumentOpener.open(path, password: password), path: path)
        }
    }

    private func readPages(_ document: PDFDocument, path: String) -> [TextPage] {
        if jobs > 1 && document.pageCount >= ParallelPages.minimumPages,
            let pages = ParallelPages.read(path: path, password: password, pageCount: document.pageCount, jobs: jobs)
        {
            return pages
        }
        return Array(document.pages())
    }

    /// `parse --explain`: every line with what the parser made of it, then its decisions and checks.
    public func explain(_ path: String) throws(AppError) -> ParseExplanation {
        try guarded(path) { () throws(AppError) -> ParseExplanation in
            if let format = StructuredFileReader.format(of: path) {
                throw .usage(
                    "\(DisplayName.of(path)): is a \(format.displayName) file: --explain shows how a PDF's lines were read; "
                        + "`statement-import parse --format json` shows what was read from it")
            }
            let document = try DocumentOpener.open(path, password: password)
            return ParseExplanation.explain(pages: Array(document.pages()), parser: parser)
        }
    }
}
