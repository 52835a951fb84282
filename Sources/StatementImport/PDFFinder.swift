import Foundation

/// The PDFs named by a request: files as given, folders searched recursively, in a stable order
/// so runs are repeatable.
public enum PDFFinder {
    public static func find(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.lowercased().hasSuffix(".pdf") }
                .sorted()
                .map { (path.hasSuffix("/") ? path : path + "/") + $0 }
            files.append(contentsOf: found)
        }
        return (files, missing)
    }
}
