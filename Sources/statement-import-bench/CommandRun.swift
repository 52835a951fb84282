import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One run of a program as a person runs it, measured by `/usr/bin/time` (by wait4 without it): wall seconds, CPU
/// seconds (user + system of the process and of every child it waited for: `import`'s reader, the
/// child `parse` and `extract` read in) and peak resident memory.
struct CommandRun {
    var wall: Double
    var cpu: Double
    var peakKiB: Int
    var status: Int32

    /// Runs `arguments` (the first is the executable's path) with its output thrown away and
    /// `environment` as its whole environment, under `/usr/bin/time` when it is there; nil when it
    /// cannot be started. The peak is time's: a process spawned from this one (vfork, then exec)
    /// would otherwise be charged this process's own peak too.
    static func run(_ arguments: [String], environment: [String: String]) -> CommandRun? {
        let report = NSTemporaryDirectory() + "/statement-import-bench-time-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        let command = timed ? ["/usr/bin/time", "-f", "%e %U %S %M", "-o", report] + arguments : arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let start = ContinuousClock.now
        guard posix_spawn(&pid, command[0], &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let elapsed = ContinuousClock.now - start
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        var run = CommandRun(
            wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakKiB: usage.ru_maxrss,
            status: (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f))
        // time's own lines: "Command exited with non-zero status N" first when it failed, the figures last.
        if timed, let text = try? String(contentsOfFile: report, encoding: .utf8),
            let last = text.split(separator: "\n").last
        {
            let figures = last.split(separator: " ").compactMap { Double($0) }
            if figures.count == 4 {
                run.wall = figures[0]
                run.cpu = figures[1] + figures[2]
                run.peakKiB = Int(figures[3])
            }
        }
        return run
    }

    /// `runs` runs, `before` called ahead of each (a fresh ledger); the run with the least CPU,
    /// the figure a busy machine disturbs least.
    static func best(
        _ runs: Int, _ arguments: [String], environment: [String: String], before: () -> Void = {}
    ) -> CommandRun? {
        var best: CommandRun?
        for _ in 0..<max(1, runs) {
            before()
            guard let run = run(arguments, environment: environment) else { return nil }
            if best == nil || run.cpu < best?.cpu ?? .infinity { best = run }
        }
        return best
    }

    /// A program of this build, beside this executable (`statement-import`).
    static func sibling(_ name: String) -> String {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// `name` on the PATH; nil when it is not installed.
    static func installed(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
