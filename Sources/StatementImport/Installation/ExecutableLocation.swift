import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// Where this process's own executable is, as the system knows it. `CommandLine.arguments[0]` is
/// only what the shell typed: run by its name through PATH it is `statement-import`, which says
/// nothing about the folder the binary (and the shipped rules beside it) are in.
public enum ExecutableLocation {
    /// The executable's absolute path, symbolic links resolved; nil when the system does not say.
    public static var current: String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        if _NSGetExecutablePath(&buffer, &size) == 0 {
            return URL(fileURLWithPath: String(cString: buffer)).resolvingSymlinksInPath().path
        }
        #endif
        return Bundle.main.executablePath
    }
}
