#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The PDFs named by a request: files as given, folders searched recursively, in a stable order
/// so runs are repeatable. Each path is looked at (stat) before anything opens it: a named pipe
/// among the paths would block the hashing forever, and each kind of wrong path gets its own line.
public enum PDFFinder {
    public static func find(_ paths: [String]) -> (files: [String], refused: [(path: String, error: AppError)]) {
        var files: [String] = []
        var refused: [(path: String, error: AppError)] = []
        for path in paths {
            switch kind(of: path) {
            case .regular: files.append(path)
            case .refused(let error): refused.append((path, error))
            case .folder:
                let found = pdfs(in: path)
                if found.files.isEmpty && found.refused.isEmpty && path.lowercased().hasSuffix(".pdf") {
                    // A folder named like a PDF is almost certainly a mistake, not an empty folder of statements.
                    refused.append(
                        (path, .noInput("\(DisplayName.of(path)): is a folder, not a PDF file, and holds no PDFs: give the path of a PDF file")))
                }
                files += found.files
                refused += found.refused
            }
        }
        return (files, refused)
    }

    enum Kind {
        case regular, folder
        case refused(AppError)
    }

    static func kind(of path: String) -> Kind {
        var information = stat()
        guard stat(path, &information) == 0 else {
            let name = DisplayName.of(path)
            switch errno {
            case ELOOP: return .refused(.noInput("\(name): its symbolic links lead round in a loop: fix or remove the link"))
            case EACCES: return .refused(.noInput("\(name): cannot be reached: check the permissions of its folders"))
            case ENAMETOOLONG: return .refused(.noInput("\(name): the path is too long: check the path"))
            default: return .refused(.noInput("\(name): no such file or directory: check the path"))
            }
        }
        switch information.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFIFO: return .refused(notRegular(path, "a named pipe"))
        case S_IFCHR, S_IFBLK: return .refused(notRegular(path, "a device"))
        case S_IFSOCK: return .refused(notRegular(path, "a socket"))
        default: return .refused(notRegular(path, "not a file"))
        }
    }

    private static func notRegular(_ path: String, _ kind: String) -> AppError {
        .noInput("\(DisplayName.of(path)): is not a regular file (\(kind)): give the path of a PDF file")
    }

    /// The statement files below `folder`, each looked at as a path given by hand would be: every
    /// `.pdf`, and the files with the endings banks give other downloads (`InboxScanner`) whose
    /// content is a statement format read (`StructuredFileReader`), so a folder of downloads holding
    /// notes or spreadsheets of other kinds imports its statements and leaves the rest alone.
    private static func pdfs(in folder: String) -> (files: [String], refused: [(path: String, error: AppError)]) {
        var files: [String] = []
        var refused: [(path: String, error: AppError)] = []
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { isStatementName($0) }
            .sorted()
        for name in names {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
            switch kind(of: path) {
            case .regular where !name.lowercased().hasSuffix(".pdf"):
                if StructuredFileReader.format(of: path) != nil { files.append(path) }
            case .regular: files.append(path)
            case .folder: continue  // a folder named x.pdf inside: the enumerator lists what it holds
            case .refused(let error): refused.append((path, error))
            }
        }
        return (files, refused)
    }

    private static func isStatementName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        // Hidden files and folders (a Mac's "._x.pdf" beside each download, a sync tool's own
        // folder) hold no statements of their own: skipped as the inbox skips them.
        guard !lowered.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
        if lowered.hasSuffix(".pdf") { return true }
        let file = lowered.split(separator: "/").last.map(String.init) ?? lowered
        guard let dot = file.lastIndex(of: ".") else { return false }
        return InboxScanner.statementEndings.contains(String(file[file.index(after: dot)...]))
    }
}
