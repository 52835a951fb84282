import Foundation

/// The commands a person runs, each as its own process beside `pdftotext -layout` on the same
/// file: the figures `/usr/bin/time` gives for them (fastest CPU of `runs`), so a figure here is one
/// anybody can check with the command itself.
struct CommandFigures {
    var runs = 3
    /// A private HOME and XDG folders: the commands read no person's rules or ledger.
    let home: String
    let environment: [String: String]

    init(directory: String) {
        home = directory + "/home"
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "XDG_STATE_HOME": home + "/state"]
        for name in ["PATH", "STATEMENT_IMPORT_RULES", "LANG", "LC_ALL"] {
            if let value = ProcessInfo.processInfo.environment[name] { environment[name] = value }
        }
        self.environment = environment
    }

    static let tool = CommandRun.sibling("statement-import")

    /// Prints one row per command and `pdftotext -layout` first when `pdf` is given; a ledger named
    /// `--ledger` in a command is removed before each of its runs (a fresh ledger each time).
    func print(_ commands: [(name: String, arguments: [String])], referencePDF pdf: String?) {
        var rows = [["command (own process)", "wall", "CPU u+s", "peak RSS", "CPU:pdftotext"]]
        var reference: Double?
        if let pdf {
            if let pdftotext = CommandRun.installed("pdftotext") {
                if let run = CommandRun.best(runs, [pdftotext, "-layout", pdf, "-"], environment: environment) {
                    reference = run.cpu
                    rows.append(cells("pdftotext -layout", run, reference: reference))
                }
            } else {
                Swift.print("pdftotext is missing: apt-get install poppler-utils (macOS: brew install poppler) to see the reference")
            }
        }
        for (name, arguments) in commands {
            let ledger = arguments.firstIndex(of: "--ledger").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
            let run = CommandRun.best(runs, [Self.tool] + arguments, environment: environment) {
                if let ledger { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: ledger + suffix) } }
            }
            guard let run else {
                Swift.print("\(name): cannot run \(Self.tool): build it first (swift build -c release --product statement-import)")
                continue
            }
            if run.status != 0 { Swift.print("\(name): exited \(run.status)") }
            rows.append(cells(name, run, reference: reference))
        }
        printTable(rows)
    }

    private func cells(_ name: String, _ run: CommandRun, reference: Double?) -> [String] {
        [
            name, secondsText(run.wall) + " s", secondsText(run.cpu) + " s", String(format: "%.1f MB", Double(run.peakKiB) * 1.024 / 1000),
            reference.map { $0 > 0 ? String(format: "%.2fx", run.cpu / $0) : "-" } ?? "-",
        ]
    }
}
