import Foundation
import StatementImport

/// Where review answers come from: lines on standard input (piped, one answer a line), or single
/// keys at a terminal.
protocol ReviewAnswerSource {
    /// The next answer for the row; nil at the end of input or on Ctrl-C (quit, keeping answers).
    mutating func answer(prompt: String, session: ReviewSession) -> String?
}

/// One answer per line, as a script or a pipe gives them.
struct LineAnswers: ReviewAnswerSource {
    let console: Console

    mutating func answer(prompt: String, session: ReviewSession) -> String? {
        console.write(prompt)
        fflush(nil)
        let line = readLine(strippingNewline: true)
        // Echo the answer so a piped session reads like a terminal one.
        console.print(line ?? "")
        return line
    }
}
