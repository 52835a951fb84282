import Foundation
import Testing

@testable import StatementCore
import Toolbox

/// Issue 36 item 9: a full disk is said as one, whatever Foundation wraps it in.
struct FileProblemTests {
    @Test func aFullDiskIsNamedThroughEveryWrapping() {
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        let wrapped = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: posix])
        let outOfSpace = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteOutOfSpace.rawValue)
        for error in [posix, wrapped, outOfSpace] {
            let problem = FileProblem(error)
            #expect(problem.reason == "the disk is full" && problem.isDiskFull, "\(error)")
            #expect(problem.advice(otherwise: "check the path") == "free some space and run again")
        }
    }

    @Test func otherReasonsKeepTheirOwnAdvice() {
        let denied = FileProblem(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES)))
        #expect(denied.reason == "permission denied" && !denied.isDiskFull)
        #expect(denied.advice(otherwise: "check its permissions") == "check its permissions")
    }
}
