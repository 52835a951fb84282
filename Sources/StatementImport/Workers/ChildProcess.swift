#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker process: spawned with `posix_spawn`, its stdout in a file (no pipe to fill and no
/// reader thread), stdin and stderr on /dev/null. Polled, never waited on blindly, so a hung child
/// cannot hang the parent. One owner of the pid: `deinit` kills and reaps a child still running.
public final class ChildProcess {
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    public struct SpawnFailure: Error {
        public var errno: Int32
    }

    let pid: pid_t
    private(set) var termination: Termination?

    init(executable: String, arguments: [String], environment: [String: String], outputPath: String) throws(SpawnFailure) {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        pid = try ChildProcess.spawn(executable, arguments, environment, &actions)
    }

    /// Runs `executable` to its end with this process's standard streams (a command run again in
    /// a process of its own), and says how it ended.
    public static func run(
        executable: String, arguments: [String], environment: [String: String]
    ) throws(SpawnFailure) -> Termination {
        let child = try spawn(executable, arguments, environment, nil)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], _ environment: [String: String],
        _ actions: UnsafePointer<posix_spawn_file_actions_t>?
    ) throws(SpawnFailure) -> pid_t {
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, actions, nil, argv + [nil], envp + [nil])
        guard result == 0 else { throw SpawnFailure(errno: result) }
        return child
    }

    /// The termination once the child has ended; nil while it runs.
    func poll() -> Termination? {
        if let termination { return termination }
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        guard reaped == pid else { return nil }
        let signal = status & 0x7f
        termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        return termination
    }

    /// SIGKILL, then reap: a child past its time gets no chance to linger.
    func kill() {
        guard termination == nil else { return }
        _ = sendSignal(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        termination = .signalled(SIGKILL)
    }

    deinit { kill() }
}

/// `kill` is shadowed inside the class by its own method.
private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
