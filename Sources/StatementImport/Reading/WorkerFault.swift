import Foundation

/// A test-only switch that makes a worker misbehave, so the tests can show that a crash or a hang
/// fails that one file and nothing else. `STATEMENT_IMPORT_TEST_WORKER_FAULT=abort:NAME` aborts and
/// `hang:NAME` sleeps forever when the file's name contains NAME; `append:NAME` adds a comment line
/// to the file before reading it, as a download tool rewriting it after the batch hashed it would.
/// Unset in normal use.
public enum WorkerFault {
    public static let environmentVariable = "STATEMENT_IMPORT_TEST_WORKER_FAULT"

    public static func injectIfAsked(for path: String, environment: [String: String]) {
        guard let setting = environment[environmentVariable] else { return }
        let name = (path as NSString).lastPathComponent
        for fault in setting.split(separator: ",") {
            let parts = fault.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty, name.contains(parts[1]) else { continue }
            switch parts[0] {
            case "abort": abort()
            case "hang": while true { sleep(3600) }
            case "append":
                if let handle = FileHandle(forWritingAtPath: path) {
                    handle.seekToEndOfFile()
                    handle.write(Data("%rewritten\n".utf8))
                    handle.closeFile()
                }
            default: continue
            }
        }
    }
}
