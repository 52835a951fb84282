import Foundation

/// A throwaway PostgreSQL cluster for the tests: created with `initdb` in a temporary folder,
/// listening on a Unix socket in that folder only (no TCP port), trusting local connections,
/// stopped and removed when the test process ends. As root (CI, containers) the cluster runs as
/// the unprivileged `postgres` user the Debian package creates: the server refuses to run as root.
/// One shared cluster serves every test (a fresh database each); a test that restarts the
/// server starts its own.
public final class PostgreSQLTestServer: Sendable {
    /// Where `initdb` and `pg_ctl` are: on PATH, Debian's /usr/lib/postgresql/<version>/bin, or Homebrew's.
    public static let binDirectory: String? = findBinDirectory()

    /// Whether PostgreSQL tests can run here; when false, `unavailableReason` says why.
    public static var isAvailable: Bool { binDirectory != nil && (getuid() != 0 || getpwnam("postgres") != nil) }

    public static let unavailableReason =
        "PostgreSQL is not installed (no initdb/pg_ctl, or running as root without a postgres user): the PostgreSQL ledger tests are skipped; scripts/ensure-system-libraries --tests installs it"

    /// The cluster every test shares, started on first use.
    public static let shared: Result<PostgreSQLTestServer, any Error> = Result { try PostgreSQLTestServer() }

    public let directory: String
    private let bin: String
    private static let databaseCounter = Counter()

    /// Creates and starts a fresh cluster.
    public init() throws {
        guard let bin = PostgreSQLTestServer.binDirectory else { throw ServerError("initdb, pg_ctl and createdb not found") }
        self.bin = bin
        var template = Array("/tmp/statement-import-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ServerError("cannot create a temporary folder") }
        directory = String(cString: made)
        if getuid() == 0, let user = getpwnam("postgres") {
            guard chown(directory, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else { throw ServerError("cannot chown \(directory)") }
        }
        try runAsServerUser([
            bin + "/initdb", "-D", directory + "/data", "-A", "trust", "-U", "postgres", "-E", "UTF8",
            "--locale=C", "--no-sync",
        ])
        try start()
        PostgreSQLTestServer.registry.add(self)
    }

    /// A URL for `database` on this cluster, through its socket.
    public func url(database: String) -> String { "postgresql://postgres@/\(database)?host=\(directory)" }

    /// A new empty database for one test; its URL.
    public func makeDatabase() throws -> String {
        let name = "ledger_\(PostgreSQLTestServer.databaseCounter.next())_\(getpid())"
        // The cluster's own createdb, not the ledger's connection: this helper must build in every
        // configuration, and a release build cannot see the ledger's internals.
        try runAsServerUser([bin + "/createdb", "-h", directory, "-U", "postgres", name])
        return url(database: name)
    }

    public func start() throws {
        // fsync off: a test cluster need not survive a power cut, only a killed client or a restart.
        try runAsServerUser([
            bin + "/pg_ctl", "-D", directory + "/data", "-l", directory + "/server.log", "-w", "-t", "60",
            "-o", "-c listen_addresses='' -k \(directory) -c fsync=off -c max_connections=200", "start",
        ])
    }

    public func stop() throws {
        try runAsServerUser([bin + "/pg_ctl", "-D", directory + "/data", "-w", "-m", "fast", "stop"])
    }

    public func restart() throws {
        try runAsServerUser([bin + "/pg_ctl", "-D", directory + "/data", "-w", "-m", "fast", "restart"])
    }

    /// Stops the cluster at once and removes its folder.
    public func remove() {
        try? runAsServerUser([bin + "/pg_ctl", "-D", directory + "/data", "-w", "-m", "immediate", "stop"])
        try? FileManager.default.removeItem(atPath: directory)
        PostgreSQLTestServer.registry.remove(self)
    }

    /// Runs `command` as the server's user (`postgres` when the tests run as root) in the
    /// cluster's folder, its output appended to commands.log. posix_spawn and waitpid rather than
    /// Foundation's Process, whose wait needs a run loop the first test's thread may not turn.
    private func runAsServerUser(_ command: [String]) throws {
        let log = directory + "/commands.log"
        let script = "cd \(quoted(directory)) && exec \(command.map(quoted).joined(separator: " ")) >>\(quoted(log)) 2>&1 </dev/null"
        var arguments = ["/bin/sh", "-c", script]
        if getuid() == 0 {
            if let runuser = ["/usr/sbin/runuser", "/sbin/runuser"].first(where: FileManager.default.isExecutableFile) {
                arguments = [runuser, "-u", "postgres", "--"] + arguments
            } else {
                arguments = ["/bin/su", "postgres", "-s", "/bin/sh", "-c", script]
            }
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], nil, nil, argv, environ)
        guard spawned == 0 else { throw ServerError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw ServerError("\(command.joined(separator: " ")) failed (wait status \(status)): \(text.suffix(2000))")
        }
    }

    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    private static func findBinDirectory() -> String? {
        let fileManager = FileManager.default
        var candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let debian = "/usr/lib/postgresql"
        let versions = ((try? fileManager.contentsOfDirectory(atPath: debian)) ?? []).sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
        candidates += versions.map { "\(debian)/\($0)/bin" }
        candidates += ["/opt/homebrew/bin", "/usr/local/bin", "/opt/homebrew/opt/postgresql/bin", "/usr/local/opt/postgresql/bin"]
        // A folder on PATH may hold initdb alone, linked from the server's own folder: the folder
        // the link leads to holds every tool the cluster needs (createdb too).
        let folders = candidates.map { folder in
            URL(fileURLWithPath: folder + "/initdb").resolvingSymlinksInPath().deletingLastPathComponent().path
        }
        return folders.first { folder in
            ["initdb", "pg_ctl", "createdb"].allSatisfy { fileManager.isExecutableFile(atPath: folder + "/" + $0) }
        }
    }

    /// Every cluster still running, stopped when the process exits.
    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var servers: [ObjectIdentifier: PostgreSQLTestServer] = [:]
        private var registered = false

        func add(_ server: PostgreSQLTestServer) {
            lock.withLock {
                servers[ObjectIdentifier(server)] = server
                if !registered {
                    registered = true
                    atexit { PostgreSQLTestServer.registry.removeAll() }
                }
            }
        }

        func remove(_ server: PostgreSQLTestServer) { _ = lock.withLock { servers.removeValue(forKey: ObjectIdentifier(server)) } }

        func removeAll() {
            let running = lock.withLock { Array(servers.values) }
            for server in running { server.remove() }
        }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.withLock {
                value += 1; return value
            }
        }
    }
}

public struct ServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
