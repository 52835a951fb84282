import Foundation
import StatementImport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings before raw mode, for the Ctrl-C handler to put back. Set once before
/// the handler is installed and only read after.
nonisolated(unsafe) private var savedTerminal = termios()

/// A line editor at a terminal: raw mode (no echo, no line buffering) while reading, restored on
/// every exit, including Ctrl-C. Every key goes to the line, Tab completes a category, Backspace
/// takes a character back and Enter confirms; `s`, `d`, `u`, `q`, `r`, `?` are answers only as a
/// whole line, so a word starting with one (`shopping`, `restaurants`) is never cut short.
struct TerminalKeys: ReviewAnswerSource {
    let console: Console

    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    mutating func answer(prompt: String, session: ReviewSession) -> String? {
        console.write(prompt)
        fflush(nil)
        guard TerminalKeys.enterRawMode() else { return readLine() }
        defer { TerminalKeys.restore() }
        // Bytes as typed: a name in any language arrives as UTF-8, several bytes a character.
        var bytes: [UInt8] = []
        var typed: String { String(decoding: bytes, as: UTF8.self) }
        while true {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
            switch byte {
            case 3, 4:  // Ctrl-C, Ctrl-D: quit, keeping what was answered
                echo("\n")
                return nil
            case 10, 13:
                echo("\n")
                return typed
            case 9:  // Tab completes a category name
                let start = typed.trimmingCharacters(in: .whitespaces)
                let completed = session.complete(start)
                if completed.count > start.count {
                    echo(String(completed.dropFirst(start.count)))
                    bytes = Array(completed.utf8)
                }
            case 127, 8:
                // One character back: drop its continuation bytes too; nothing to take back on an
                // empty line, so the prompt is never rubbed out.
                guard !bytes.isEmpty else { continue }
                while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
                echo("\u{8} \u{8}")
            default:
                guard byte >= 32 else { continue }
                bytes.append(byte)
                var echoed = byte
                _ = write(STDOUT_FILENO, &echoed, 1)
            }
        }
    }

    private func echo(_ text: String) {
        console.write(text)
        fflush(nil)
    }

    private static func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, &savedTerminal) == 0 else { return false }
        var raw = savedTerminal
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        signal(SIGINT) { _ in
            tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal)
            _exit(130)
        }
        return tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
    }

    private static func restore() {
        tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal)
        signal(SIGINT, SIG_DFL)
    }
}
