import Foundation

/// Why a file could not be written or created, in words a person acts on. Foundation reports a
/// full disk as "NSCocoaErrorDomain error 512" or as an input/output error; the system's own
/// reason sits under it and is what the person needs, with what to do about it.
public struct FileProblem: Sendable, Equatable {
    public var reason: String
    public var isDiskFull: Bool

    /// `path`: the file or folder being written, whose disk is looked at when Foundation gives no
    /// reason (on Linux a full disk arrives as a bare "error 512").
    public init(_ error: any Error, writing path: String? = nil) {
        var code = FileProblem.systemCode(of: error as NSError)
        if code == nil, let path, FileProblem.diskIsFull(under: path) { code = ENOSPC }
        isDiskFull = code == ENOSPC || code == EDQUOT
        switch code {
        case ENOSPC?, EDQUOT?: reason = "the disk is full"
        case EACCES?, EPERM?: reason = "permission denied"
        case EROFS?: reason = "the file system is read-only"
        case ENOENT?: reason = "no such folder"
        case ENOTDIR?: reason = "a part of the path is a file, not a folder"
        case let code?: reason = String(cString: strerror(code)).lowercased()
        case nil: reason = (error as NSError).localizedDescription
        }
    }

    /// "(the reason): what to do", as every message about a file that could not be written ends.
    public func explained(otherwise: String) -> String {
        "(\(reason)): \(advice(otherwise: otherwise))"
    }

    /// What to do: free space when the disk is full, else `otherwise`.
    public func advice(otherwise: String) -> String {
        isDiskFull ? "free some space and run again" : otherwise
    }

    /// Whether the file system holding `path` (or its nearest existing folder) has no block left.
    static func diskIsFull(under path: String) -> Bool {
        var folder = path
        var status = statvfs()
        while !folder.isEmpty {
            if statvfs(folder, &status) == 0 { return status.f_bavail == 0 }
            let parent = ParentFolder.of(folder)
            guard parent != folder else { break }
            folder = parent
        }
        return false
    }

    /// The system's error number behind a Foundation error, however deep it is wrapped.
    private static func systemCode(of error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return systemCode(of: underlying) }
        guard error.domain == NSCocoaErrorDomain else { return nil }
        switch error.code {
        case CocoaError.fileWriteOutOfSpace.rawValue: return ENOSPC
        case CocoaError.fileWriteNoPermission.rawValue, CocoaError.fileReadNoPermission.rawValue: return EACCES
        case CocoaError.fileWriteVolumeReadOnly.rawValue: return EROFS
        case CocoaError.fileNoSuchFile.rawValue: return ENOENT
        default: return nil
        }
    }
}
