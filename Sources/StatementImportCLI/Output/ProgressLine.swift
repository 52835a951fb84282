import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line "files, pages, rows" counter redrawn in place on stderr, only when stderr is a
/// terminal: cron and systemd get nothing. Plain text and a carriage return, no colour or other
/// escape sequences, so NO_COLOR and dumb terminals get the same line.
final class ProgressLine {
    private let console: Console
    private let enabled: Bool
    private var lastWidth = 0

    init(console: Console, environment: [String: String], isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.console = console
        enabled = isTerminal && environment["TERM"] != "dumb"
    }

    func show(_ text: String) {
        guard enabled else { return }
        let padding = String(repeating: " ", count: max(0, lastWidth - text.count))
        lastWidth = text.count
        console.status("\r" + text + padding)
    }

    func clear() {
        guard enabled, lastWidth > 0 else { return }
        console.status("\r" + String(repeating: " ", count: lastWidth) + "\r")
        lastWidth = 0
    }
}
