import Foundation

/// Makes the encrypted sample with qpdf. AES-256 salts are random, so a fresh file
/// never matches the committed one byte for byte; the committed file is kept while it
/// still decrypts to the same document, which keeps re-runs from dirtying git.
struct QPDFEncryption {
    let password: String

    enum Failure: Error, CustomStringConvertible {
        case qpdfFailed(String)
        var description: String {
            switch self {
            case .qpdfFailed(let detail): "qpdf failed: \(detail)"
            }
        }
    }

    func refresh(_ destination: URL, from source: Data) throws {
        guard let qpdf = Self.findOnPath("qpdf") else {
            print("make-sample-statements: qpdf not found on PATH; keeping the committed \(destination.lastPathComponent)")
            return
        }
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("make-sample-statements-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let plain = work.appendingPathComponent("plain.pdf")
        let fresh = work.appendingPathComponent("fresh.pdf")
        try source.write(to: plain)
        // Passwords go through an argument file and a password file, never argv, so they
        // don't show in process listings (harmless here, but it is the habit to keep).
        let encryptArguments = work.appendingPathComponent("encrypt.args")
        try Data("--encrypt\n\(password)\nowner-pass\n256\n--\n".utf8).write(to: encryptArguments)
        // A static /ID survives decryption, so only the random salts differ between runs.
        try run(qpdf, ["--static-id", "@" + encryptArguments.path, plain.path, fresh.path])

        if FileManager.default.fileExists(atPath: destination.path),
            let committed = try normalised(destination, qpdf: qpdf, work: work),
            committed == (try normalised(fresh, qpdf: qpdf, work: work))
        {
            return
        }
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.copyItem(at: fresh, to: destination)
    }

    /// The decrypted file in qpdf's canonical form, comparable across encryptions.
    private func normalised(_ encrypted: URL, qpdf: URL, work: URL) throws -> Data? {
        let passwordFile = work.appendingPathComponent("password")
        try Data(password.utf8).write(to: passwordFile)
        let output = work.appendingPathComponent("normalised-\(encrypted.lastPathComponent)")
        do {
            try run(
                qpdf,
                [
                    "--password-file=" + passwordFile.path, "--decrypt", "--static-id", "--qdf",
                    "--object-streams=disable", encrypted.path, output.path,
                ])
        } catch {
            return nil  // unreadable or wrong password: regenerate it
        }
        return try Data(contentsOf: output)
    }

    private func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Drain stderr before waiting so a chatty qpdf cannot block on a full pipe.
        let detail = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.qpdfFailed(detail.isEmpty ? "exit \(process.terminationStatus)" : detail)
        }
    }

    static func findOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
