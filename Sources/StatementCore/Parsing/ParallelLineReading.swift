import Foundation

/// Lines read on several threads, each a contiguous run of them, put back in order. A line's
/// reading depends on nothing but the line and the reader (its decimal mark and minor digits are
/// decided before), so the result is exactly what one thread reads.
enum ParallelLineReading {
    /// Below this many lines a thread costs more to start than its share of the reading saves.
    static let minimumLinesPerThread = 256

    static func read(_ lines: [TextLine], with reader: LineReader, threads: Int) -> [LineReading] {
        let chunks = max(1, min(threads, lines.count / minimumLinesPerThread))
        guard chunks > 1 else { return lines.map(reader.read) }
        let read = ReadChunks(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (lines.count * chunk / chunks)..<(lines.count * (chunk + 1) / chunks)
            read.put(lines[range].map(reader.read), at: chunk)
        }
        return read.joined(count: lines.count)
    }

    /// Each thread's readings, handed over under a lock.
    private final class ReadChunks: @unchecked Sendable {
        private let lock = NSLock()
        private var chunks: [[LineReading]]

        init(count: Int) { chunks = Array(repeating: [], count: count) }

        func put(_ readings: [LineReading], at chunk: Int) {
            lock.lock()
            defer { lock.unlock() }
            chunks[chunk] = readings
        }

        func joined(count: Int) -> [LineReading] {
            lock.lock()
            defer { lock.unlock() }
            var readings: [LineReading] = []
            readings.reserveCapacity(count)
            for chunk in chunks { readings += chunk }
            chunks = []
            return readings
        }
    }
}
