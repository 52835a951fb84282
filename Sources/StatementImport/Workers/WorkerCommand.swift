/// How to start a worker: the same executable in its hidden worker mode. The CLI knows its own
/// path and the mode's arguments; the batch only appends the file.
public struct WorkerCommand: Sendable {
    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]
    /// The option giving the worker a number of threads (`--jobs`), when it takes one: the first
    /// of several files is then read on every thread (`WorkerPool`); nil reads each on one.
    public var threadsOption: String?

    public init(executable: String, arguments: [String], environment: [String: String], threadsOption: String? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.threadsOption = threadsOption
    }
}
