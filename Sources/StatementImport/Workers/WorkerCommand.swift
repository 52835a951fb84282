/// How to start a worker: the same executable in its hidden worker mode. The CLI knows its own
/// path and the mode's arguments; the batch only appends the file.
public struct WorkerCommand: Sendable {
    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]

    public init(executable: String, arguments: [String], environment: [String: String]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }
}
