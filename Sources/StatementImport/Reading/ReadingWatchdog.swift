import CProcessControl
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches one in-process read from a thread of its own: past its time, or with the process's
/// resident memory past its limit, it stops the process with one line naming the file, as a
/// worker past its limits fails in `batch`.
public enum ReadingWatchdog {
    /// `body` under `limits`; unbounded when they are nil.
    public static func guarding<Result>(
        _ path: String, _ limits: ReadingLimits?,
        _ body: () throws(AppError) -> Result
    ) throws(AppError) -> Result {
        guard let limits else { return try body() }
        let finished = DispatchSemaphore(value: 0)
        let started = Date()
        let name = DisplayName.of(path)
        let watcher = Thread {
            while finished.wait(timeout: .now() + 0.05) == .timedOut {
                if Date().timeIntervalSince(started) > limits.seconds {
                    limits.stop(
                        .badData(
                            "\(name): reading it took longer than \(Int(limits.seconds)) s "
                                + "(a damaged PDF or one built to exhaust the reader?): nothing of it was stored; "
                                + "if it is a real statement, raise file_timeout in [batch] of the configuration"))
                    return
                }
                if let resident = residentMegabytes(), resident > limits.megabytes {
                    limits.stop(
                        .badData(
                            "\(name): reading it needed more than \(limits.megabytes) MB of memory "
                                + "(a damaged PDF or one built to exhaust the reader?): nothing of it was stored; "
                                + "if it is a real statement, raise memory_limit_mb in [batch] of the configuration"))
                    return
                }
            }
        }
        watcher.start()
        defer { finished.signal() }
        let report = limits.crashReport(ReadingLimits.crashed(name))
        _ = spc_crash_line_arm(report.line + "\n", report.exitCode)
        defer { spc_crash_line_disarm() }
        return try body()
    }

    /// The process's resident set, from /proc (nil where there is none).
    static func residentMegabytes() -> Int? {
        #if os(Linux)
        // /proc files report a size of 0: read with read(2), not Foundation's whole-file readers.
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let fields = String(decoding: bytes[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return (pages * Int(sysconf(Int32(_SC_PAGESIZE)))) >> 20
        #else
        return nil
        #endif
    }
}
