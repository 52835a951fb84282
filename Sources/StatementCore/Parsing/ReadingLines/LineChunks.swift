import Foundation
import Toolbox

/// A statement's lines split into contiguous runs, one per thread, each worked on by itself and
/// the results handed back in the runs' order. For work where a line depends on nothing but
/// itself and what was decided before (reading a line, a line's votes), so the result is what
/// one thread gives.
enum LineChunks {
    /// Below this many lines a thread costs more to start than its share of the work saves.
    static let minimumLinesPerThread = 256

    /// `work` on each run of `count` lines, in order; on the calling thread when `threads` is 1
    /// or there are too few lines to share.
    static func map<Result: Sendable>(
        _ count: Int, threads: Int,
        _ work: @escaping @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let chunks = max(1, min(threads, count / minimumLinesPerThread))
        guard chunks > 1 else { return [work(0..<count)] }
        let results = IndexedResults<Result>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            results.put(work((count * chunk / chunks)..<(count * (chunk + 1) / chunks)), at: chunk)
        }
        return results.all()
    }

    /// The lines read by `reader`, on up to `threads` threads.
    static func read(_ lines: [TextLine], with reader: LineReader, threads: Int) -> [LineReading] {
        let runs = map(lines.count, threads: threads) { range in lines[range].map(reader.read) }
        guard runs.count > 1 else { return runs.first ?? [] }
        var readings: [LineReading] = []
        readings.reserveCapacity(lines.count)
        for run in runs { readings += run }
        return readings
    }
}
