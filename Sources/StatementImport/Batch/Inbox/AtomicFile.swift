import Foundation
import StatementCore
import Toolbox

/// Writes a whole file or nothing: a temporary file in the same folder, flushed, then renamed over
/// the target, so a reader (or a crash) never sees half a report.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws {
        let directory = ParentFolder.of(path)
        if !directory.isEmpty {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        }
        // A short name of its own, not the target's with more on it: a target name near the
        // longest a folder allows would make the temporary one too long to create.
        let temporary = (directory.isEmpty ? "." : directory) + "/.statement-import-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
        try handle.synchronize()
        try handle.close()
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
