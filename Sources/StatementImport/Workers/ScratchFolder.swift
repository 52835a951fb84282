import Foundation

/// The private folder a run's reader processes write their answers into. A run killed outright
/// (SIGKILL, a power cut, cron's time limit) cannot remove its own, so each new one first removes
/// the folders of earlier runs whose process is gone: cron runs every month for years.
enum ScratchFolder {
    /// Creates `TMPDIR/statement-import-KIND-PID-UUID` (mode 0700) after sweeping dead runs' folders.
    static func make(kind: String) throws -> String {
        let parent = NSTemporaryDirectory()
        let prefix = "statement-import-\(kind)-"
        removeAbandoned(in: parent, prefix: prefix)
        let path = parent + "/" + prefix + "\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        return path
    }

    /// Removes `prefix`PID-… folders of this user whose process no longer runs. A live process
    /// (or one of another user, which `kill` may not signal) keeps its folder.
    static func removeAbandoned(in parent: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let pidText = rest.split(separator: "-", maxSplits: 1).first,
                let pid = pid_t(pidText), pid > 0, pid != getpid()
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: parent + "/" + name)
            }
        }
    }
}
