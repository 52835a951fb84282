import Foundation

/// The processes a run of the tool started, seen through /proc (Linux).
enum ChildProcesses {
    /// The pid of `parent`'s child whose command line names `file`, within a minute.
    static func child(of parent: Int32, reading file: String) -> Int32? {
        let end = Date().addingTimeInterval(60)
        while Date() < end {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = Int32(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let afterName = stat.range(of: ") ", options: .backwards),
                    stat[afterName.upperBound...].split(separator: " ").dropFirst().first == Substring(String(parent)),
                    let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                    String(decoding: command, as: UTF8.self).contains(file)
                else { continue }
                return pid
            }
            usleep(50_000)
        }
        return nil
    }
}
