import Foundation

/// A temporary home for one batch test: inbox, processed, failed, ledger, configuration and state,
/// all under one folder, and the environment that points the tool at them.
struct BatchInbox {
    let root: URL

    init() throws {
        root = try ToolRun.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
    }

    var inbox: String { root.appendingPathComponent("inbox").path }
    var processed: String { root.appendingPathComponent("processed").path }
    var failed: String { root.appendingPathComponent("failed").path }
    var ledger: String { root.appendingPathComponent("ledger.sqlite").path }
    var config: String { root.appendingPathComponent("config/statement-import/config").path }
    var state: String { root.appendingPathComponent("state/statement-import").path }

    var environment: [String: String] {
        [
            "XDG_DATA_HOME": root.appendingPathComponent("data").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "STATEMENT_IMPORT_LEDGER": ledger,
        ]
    }

    /// Copies a sample into the inbox under `name` (folders in the name are created).
    func add(_ sample: String, as name: String) throws {
        let target = inbox + "/" + name
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ToolRun.sample(sample), toPath: target)
    }

    /// A private TMPDIR for the readers' folders, to see that a run leaves none behind.
    var scratch: String { root.appendingPathComponent("tmp").path }

    /// Three statements in the inbox and a rule file that does not parse: a run whose readers start
    /// before the rules load. The environment that points the tool at the rules and at `scratch`.
    func threeStatementsAndBrokenRules() throws -> [String: String] {
        for (index, sample) in ["cuenta-es.pdf", "debit-credit-columns.pdf", "current-account-en.pdf"].enumerated() {
            try add(sample, as: "statement-\(index).pdf")
        }
        let rules = root.appendingPathComponent("rules").path
        try FileManager.default.createDirectory(atPath: rules, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try "rule \"oops\n  when description has\n".write(toFile: rules + "/broken.rules", atomically: true, encoding: .utf8)
        return ["STATEMENT_IMPORT_RULES": rules, "TMPDIR": scratch]
    }

    func writeConfiguration(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: (config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: config))
    }

    func batch(_ extra: [String] = [], environment more: [String: String] = [:]) throws -> ToolRun {
        try ToolRun.run(
            ["batch", "--inbox", inbox, "--processed", processed, "--failed", failed, "--settle", "0"] + extra,
            in: root, environment: environment.merging(more) { $1 })
    }

    /// Every file below `folder`, relative to it, sorted.
    func files(in folder: String) -> [String] {
        let found = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return found.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    func lastReport() throws -> [String: Any] { try json(state + "/last-run.json") }
}

extension Dictionary where Key == String, Value == Any {
    func int(_ key: String) -> Int? { self[key] as? Int }
    func object(_ key: String) -> [String: Any] { self[key] as? [String: Any] ?? [:] }
    func objects(_ key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
}
