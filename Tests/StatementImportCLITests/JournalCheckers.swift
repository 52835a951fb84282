import Foundation

/// hledger and bean-check run on an exported journal, where they are installed.
enum JournalCheckers {
    static func tool(_ name: String) -> String? {
        let paths =
            ["/usr/bin", "/usr/local/bin", "/tmp/bc/bin"] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return paths.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// nil when the checker accepts `text`, else what it said; `FILE` in `arguments` is the journal.
    static func check(_ tool: String, _ arguments: [String], _ text: String, in directory: URL) throws -> String? {
        let (status, said) = try run(tool, arguments, text, in: directory)
        return status == 0 ? nil : said
    }

    /// What the tool says of `text` (standard output and error together), and its exit status.
    static func run(_ tool: String, _ arguments: [String], _ text: String, in directory: URL) throws -> (status: Int32, output: String) {
        let file = directory.appendingPathComponent("journal-\(UUID().uuidString)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments.map { $0 == "FILE" ? file.path : $0 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
