import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line "files, pages, rows" counter redrawn in place on stderr, only when stderr is a
/// terminal: cron and systemd get nothing. It has no colour, so NO_COLOR has nothing to switch off.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private var lastWidth = 0

    init(environment: [String: String]) {
        enabled = isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    func show(_ text: String) {
        guard enabled else { return }
        let padding = String(repeating: " ", count: max(0, lastWidth - text.count))
        lastWidth = text.count
        FileHandle.standardError.write(Data(("\r" + text + padding).utf8))
    }

    func clear() {
        guard enabled, lastWidth > 0 else { return }
        FileHandle.standardError.write(Data(("\r" + String(repeating: " ", count: lastWidth) + "\r").utf8))
        lastWidth = 0
    }
}
