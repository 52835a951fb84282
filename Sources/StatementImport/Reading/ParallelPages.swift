import Foundation
import PDFText
import StatementCore

/// Extraction of one statement on several threads. A poppler document belongs to one thread, so
/// each thread opens its own on the same file; threads take the next page not yet taken, so one
/// slowed by a heavy page or by other work does not hold the others up. The pages
/// are put back in order, so the parser sees exactly what one thread would have read.
enum ParallelPages {
    /// Below this many pages a second thread costs more (opening the document again) than it saves.
    static let minimumPages = 8

    /// nil when a thread could not open the file again (it changed under us): the caller then
    /// reads it on one thread, which reports the problem as usual.
    static func read(path: String, password: String?, pageCount: Int, jobs: Int) -> [TextPage]? {
        let threads = max(1, min(jobs, pageCount / 4))
        let work = Work(pageCount: pageCount)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            guard let document = try? PDFDocument(path: path, password: password) else { return work.fail() }
            while let number = work.next() {
                work.put(document.page(number), number: number)
            }
        }
        return work.pages()
    }

    /// The next page to take and the pages read so far, in their places, under a lock.
    private final class Work: @unchecked Sendable {
        private let lock = NSLock()
        private var read: [TextPage?]
        private var taken = 0
        private var failed = false

        init(pageCount: Int) { read = Array(repeating: nil, count: pageCount) }

        /// The next page number (1-based), nil when every page is taken or a thread failed.
        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard !failed, taken < read.count else { return nil }
            taken += 1
            return taken
        }

        func put(_ page: TextPage?, number: Int) {
            lock.lock()
            defer { lock.unlock() }
            read[number - 1] = page
        }

        func fail() {
            lock.lock()
            defer { lock.unlock() }
            failed = true
        }

        /// The pages read, in order (a page poppler cannot read is left out, as on one thread).
        func pages() -> [TextPage]? {
            lock.lock()
            defer { lock.unlock() }
            guard !failed else { return nil }
            let pages = read.compactMap { $0 }
            read = []
            return pages
        }
    }
}
