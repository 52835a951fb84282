/// An error that ends a command: one line for the user and the exit code that goes with it.
public struct CLIError: Error, Sendable {
    public var message: String
    public var exitCode: ExitCode
    /// Usage errors print the command's usage line after the message.
    public var showsUsage: Bool

    public init(_ message: String, exitCode: ExitCode, showsUsage: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.showsUsage = showsUsage
    }

    public static func usage(_ message: String) -> CLIError {
        CLIError(message, exitCode: .usage, showsUsage: true)
    }
}
