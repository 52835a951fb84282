import Foundation
import PDFText
import StatementCore

/// Extraction of one statement on several threads. A poppler document belongs to one thread, so
/// each thread opens its own on the same file and reads every `jobs`-th page; the pages are put
/// back in order, so the parser sees exactly what one thread would have read.
enum ParallelPages {
    /// Below this many pages a second thread costs more (opening the document again) than it saves.
    static let minimumPages = 8

    /// nil when a thread could not open the file again (it changed under us): the caller then
    /// reads it on one thread, which reports the problem as usual.
    static func read(path: String, password: String?, pageCount: Int, jobs: Int) -> [TextPage]? {
        let threads = max(1, min(jobs, pageCount / 4))
        let shares = Shares(count: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            guard let document = try? PDFDocument(path: path, password: password) else { return }
            var pages: [TextPage] = []
            for number in stride(from: thread + 1, through: pageCount, by: threads) {
                if let page = document.page(number) { pages.append(page) }
            }
            shares.set(thread, pages)
        }
        return shares.merged()
    }

    /// What each thread read, handed over under a lock.
    private final class Shares: @unchecked Sendable {
        private let lock = NSLock()
        private var read: [[TextPage]?]

        init(count: Int) { read = Array(repeating: nil, count: count) }

        func set(_ thread: Int, _ pages: [TextPage]) {
            lock.lock()
            defer { lock.unlock() }
            read[thread] = pages
        }

        func merged() -> [TextPage]? {
            lock.lock()
            defer { lock.unlock() }
            var pages: [TextPage] = []
            for share in read {
                guard let share else { return nil }
                pages += share
            }
            return pages.sorted { $0.number < $1.number }
        }
    }
}
