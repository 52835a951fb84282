import Foundation

/// Where a command writes. Tests capture it; the executable writes to the real streams.
public final class Console: @unchecked Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        writeOut = out
        writeErr = err
    }

    public static let standard = Console(
        // Swift's print is buffered and locked; errors go out unbuffered, at once.
        out: { text in Swift.print(text, terminator: "") },
        err: { text in FileHandle.standardError.write(Data(text.utf8)) }
    )

    public func print(_ text: String = "") { writeOut(text + "\n") }
    public func write(_ text: String) { writeOut(text) }
    public func error(_ text: String) { writeErr(text + "\n") }
    /// Text on stderr without a line break: a progress line the next write overwrites.
    public func status(_ text: String) { writeErr(text) }
}
