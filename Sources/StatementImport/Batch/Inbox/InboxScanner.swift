import Foundation

/// Finds the statement files waiting in the inbox (PDFs, and the endings banks give OFX, QIF,
/// CAMT, MT940 and CSV downloads; which format a file is, its content says when it is read): anywhere below it, in a stable order. Skips dotfiles and
/// dot-folders (hidden downloads, the lock), anything that is not a regular file (a named pipe
/// called `x.pdf` would block a reader forever), the processed and failed folders when they are
/// configured inside the inbox, and files changed less than `settle` seconds ago (a download still
/// being written).
public struct InboxScanner: Sendable {
    public var settle: Double
    /// Folders never entered (processed/ and failed/ may live inside the inbox).
    public var excluded: [String]

    /// The endings of the files taken from the inbox; other files there are left alone.
    public static let statementEndings: Set<String> = ["pdf", "csv", "ofx", "qfx", "qif", "xml", "sta", "mt940", "940"]

    public init(settle: Double, excluded: [String] = []) {
        self.settle = settle
        self.excluded = excluded.map(InboxScanner.normalised)
    }

    public struct Scan: Sendable {
        public var ready: [IncomingFile] = []
        /// PDFs seen but still settling; they wait for a later run.
        public var settling: [String] = []
    }

    public func scan(_ folder: String, now: Double = Date().timeIntervalSince1970) -> Scan {
        var scan = Scan()
        walk(InboxScanner.normalised(folder), relative: "", now: now, into: &scan)
        scan.ready.sort { $0.name < $1.name }
        scan.settling.sort()
        return scan
    }

    private func walk(_ directory: String, relative: String, now: Double, into scan: inout Scan) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = directory + "/" + entry
            let name = relative.isEmpty ? entry : relative + "/" + entry
            guard let identity = FileIdentity.of(path) else { continue }
            if !identity.isRegularFile {
                var isDirectory: ObjCBool = false
                // lstat said not regular; a real directory (not a symlink to one) is walked.
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil,
                    !excluded.contains(path)
                {
                    walk(path, relative: name, now: now, into: &scan)
                }
                continue
            }
            guard InboxScanner.statementEndings.contains((entry as NSString).pathExtension.lowercased()) else { continue }
            if now - identity.lastChange < settle {
                scan.settling.append(name)
            } else {
                scan.ready.append(IncomingFile(path: path, name: name, identity: identity))
            }
        }
    }

    static func normalised(_ path: String) -> String {
        var path = (path as NSString).standardizingPath
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
