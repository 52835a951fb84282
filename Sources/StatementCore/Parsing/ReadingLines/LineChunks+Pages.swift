import Foundation
import Toolbox

extension LineChunks {
    /// The lines in reading order (`SideBySideColumns.unfolding`) and read by `reader`, whole pages
    /// to a thread: a page is unfolded by itself, so each thread unfolds its pages and reads their
    /// lines in one go, where one thread would unfold every page before any line is read. The
    /// result is what one thread gives: the pages' lines and readings in order, their boxes merged,
    /// and the places of the printed lines the unfolding left out (`SideBySideColumns.unfolding`).
    static func unfoldedAndRead(
        _ lines: [TextLine], vocabulary: HeaderVocabulary, with reader: LineReader, threads: Int
    ) -> (lines: [TextLine], boxes: [Int: Double], readings: [LineReading], readTogether: [(page: Int, line: Int)]) {
        let runs = pageRuns(lines, threads: threads)
        guard runs.count > 1 else {
            let (unfolded, boxes, readTogether) = SideBySideColumns.unfolding(lines, vocabulary: vocabulary, reader: reader)
            return (unfolded, boxes, read(unfolded, with: reader, threads: threads), readTogether)
        }
        let results = IndexedResults<
            (lines: [TextLine], boxes: [Int: Double], readings: [LineReading], readTogether: [(page: Int, line: Int)])
        >(count: runs.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            let (unfolded, boxes, readTogether) = SideBySideColumns.unfolding(Array(lines[runs[run]]), vocabulary: vocabulary, reader: reader)
            results.put((unfolded, boxes, unfolded.map(reader.read), readTogether), at: run)
        }
        var unfolded: [TextLine] = []
        var readings: [LineReading] = []
        var boxes: [Int: Double] = [:]
        var readTogether: [(page: Int, line: Int)] = []
        unfolded.reserveCapacity(lines.count)
        readings.reserveCapacity(lines.count)
        for result in results.all() {
            unfolded += result.lines
            readings += result.readings
            readTogether += result.readTogether
            // As on one thread, a later run of lines of the same page number decides its box.
            boxes.merge(result.boxes) { _, later in later }
        }
        return (unfolded, boxes, readings, readTogether)
    }

    /// Runs of whole pages, one per thread, each of at least `minimumLinesPerThread` lines; one run
    /// (all of them) when there are too few lines or pages to share.
    static func pageRuns(_ lines: [TextLine], threads: Int) -> [Range<Int>] {
        let chunks = max(1, min(threads, lines.count / minimumLinesPerThread))
        guard chunks > 1 else { return [0..<lines.count] }
        var runs: [Range<Int>] = []
        var start = 0
        for chunk in 1..<chunks {
            // The run ends where the page holding its share's last line ends.
            var end = max(start, lines.count * chunk / chunks)
            while end < lines.count, end > 0, lines[end].page == lines[end - 1].page { end += 1 }
            guard end - start >= minimumLinesPerThread, lines.count - end >= minimumLinesPerThread else { continue }
            runs.append(start..<end)
            start = end
        }
        runs.append(start..<lines.count)
        return runs
    }
}
