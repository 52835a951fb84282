import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many columns the output may use: `COLUMNS` when it holds a number, else the width of the
/// terminal standard output is, else 80 (a file, a pipe, cron's mail).
enum TerminalWidth {
    static let fallback = 80

    static func columns(environment: [String: String], output: Int32 = STDOUT_FILENO) -> Int {
        if let text = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces), let value = Int(text), value > 0 {
            return min(value, 100_000)
        }
        guard isatty(output) == 1 else { return fallback }
        var size = winsize()
        let read = withUnsafeMutablePointer(to: &size) { ioctl(output, UInt(TIOCGWINSZ), $0) }
        return read == 0 && size.ws_col > 0 ? Int(size.ws_col) : fallback
    }
}
