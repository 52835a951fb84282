import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes written to standard output as they are: a long statement's JSON goes out a chunk at a
/// time without a String made of each chunk (whose check of every byte cost as much as writing
/// the rows' pieces). What `print` holds in its buffer goes first, so the two keep their order.
enum StandardOutput {
    static func write(_ bytes: UnsafeRawBufferPointer) {
        fflush(nil)
        var rest = bytes
        while let base = rest.baseAddress, !rest.isEmpty {
            #if canImport(Glibc)
            let written = Glibc.write(STDOUT_FILENO, base, rest.count)
            #else
            let written = Darwin.write(STDOUT_FILENO, base, rest.count)
            #endif
            guard written >= 0 else {
                if errno == EINTR { continue }
                // As `print`: a closed or full output is not this writer's to report.
                return
            }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }
}
