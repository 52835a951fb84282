import Foundation
import StatementImport

/// Where a command writes. Tests capture it; the executable writes to the real streams.
public final class Console: @unchecked Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void
    private let writeOutBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)?

    /// `outBytes`: where bytes known to be UTF-8 go as they are; without it they become a String for `out`.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        outBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)? = nil
    ) {
        writeOut = out
        writeErr = err
        writeOutBytes = outBytes
    }

    public static let standard = Console(
        // Swift's print is buffered and locked; errors go out unbuffered, at once.
        out: { text in Swift.print(text, terminator: "") },
        err: { text in FileHandle.standardError.write(Data(text.utf8)) },
        outBytes: { bytes in StandardOutput.write(bytes) }
    )

    public func print(_ text: String = "") { writeOut(text + "\n") }
    public func write(_ text: String) { writeOut(text) }
    /// UTF-8 written as it is (a long statement's JSON): no String made of it on the way.
    public func write(bytes: UnsafeRawBufferPointer) {
        if let writeOutBytes { writeOutBytes(bytes) } else { writeOut(String(decoding: bytes, as: UTF8.self)) }
    }
    /// One message line on stderr. Every message passes here, so control characters that came
    /// from a file name, a PDF or a remote server's answer (a newline, a terminal escape) are shown
    /// escaped: nothing can forge a line in a cron mail or drive the terminal.
    public func error(_ text: String) { writeErr(DisplayName.of(text) + "\n") }
    /// Several lines written as they are: text of the tool's own (the overview), never a message.
    public func errorBlock(_ text: String) { writeErr(text.hasSuffix("\n") ? text : text + "\n") }
    /// Text on stderr without a line break: a progress line the next write overwrites. Its own
    /// carriage return and erase sequence are the point; what it names is escaped by the caller.
    public func status(_ text: String) { writeErr(text) }
}
