import Dispatch
import Foundation
import Testing
import PDFText

/// A named pipe used to block forever in the shim's fopen: the type is checked first.
@Suite struct NonRegularFileTests {
    /// Opens `path` on another thread and gives up after `seconds`, so a regression fails the
    /// test instead of hanging the suite. A blocked opener is released by opening the pipe's
    /// writing end.
    private func openError(_ path: String, within seconds: Double = 10) -> PDFOpenError?? {
        let finished = DispatchSemaphore(value: 0)
        let result = OpenResult()
        DispatchQueue.global().async {
            do {
                _ = try PDFDocument(path: path)
                result.set(nil)
            } catch let error as PDFOpenError {
                result.set(error)
            } catch {
                result.set(.other(detail: "\(error)"))
            }
            finished.signal()
        }
        guard finished.wait(timeout: .now() + seconds) == .success else {
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            return nil
        }
        return .some(result.error)
    }

    @Test func aNamedPipeIsRefusedAtOnce() throws {
        let directory = try SampleFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pipe = directory.appendingPathComponent("statement.pdf").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let error = openError(pipe)
        #expect(error != nil, "opening a named pipe did not return within the time limit")
        #expect(error == .some(.notRegularFile(kind: "a named pipe")))
        #expect(
            PDFOpenError.notRegularFile(kind: "a named pipe").advice
                == "is not a regular file (a named pipe): give the path of a PDF file")
    }

    @Test func aFolderAndADeviceAreRefused() throws {
        let directory = try SampleFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(openError(directory.path) == .some(.notRegularFile(kind: "a folder")))
        #expect(openError("/dev/null") == .some(.notRegularFile(kind: "a device")))
    }

    @Test func aSymbolicLinkToAPDFStillOpens() throws {
        let directory = try SampleFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("link.pdf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: SampleFiles.path("current-account-en.pdf"))
        #expect(openError(link) == .some(nil))
    }
}

/// The opener thread's outcome, handed over under a lock.
private final class OpenResult: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: PDFOpenError?

    func set(_ error: PDFOpenError?) { lock.withLock { stored = error } }
    var error: PDFOpenError? { lock.withLock { stored } }
}
