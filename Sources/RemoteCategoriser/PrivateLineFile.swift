import Foundation
import Toolbox

/// A file of JSON lines that is the user's alone (0600 in a 0700 folder), appended to a run at a
/// time and read whole: the remote answer cache and the remote agreement memory. What cannot be
/// written is a warning for the caller to word, never fatal.
struct PrivateLineFile {
    let path: String

    enum AppendFailure: Error {
        /// The folder could not be made: its path.
        case folder(String)
        case file
        case partial
    }

    /// Appends `lines`, each ending in a newline, in one write where the system allows.
    func append(_ lines: [String]) -> AppendFailure? {
        let directory = ParentFolder.of(path)
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            return .folder(directory)
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .file }
        defer { close(descriptor) }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress?.advanced(by: written), $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .partial }
            written += count
        }
        return nil
    }

    /// Each line that is a JSON object, in order; lines that are not (a write cut short) are skipped.
    func objects() -> [[String: Any]] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return data.split(separator: UInt8(ascii: "\n")).compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any]
        }
    }
}
