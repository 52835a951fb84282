import Foundation

/// `--flag N` (N ≥ 1) or nothing; anything else prints the usage and exits 2, like `categorise`.
func positiveIntegerOption(_ flag: String, in options: [String], default fallback: Int, usage: String) -> Int {
    if options.isEmpty { return fallback }
    guard options.count == 2, options[0] == flag, let value = Int(options[1]), value >= 1 else {
        FileHandle.standardError.write(Data("usage: statement-import-bench \(usage)\n".utf8))
        exit(2)
    }
    return value
}

/// Runs `work` `runs` times and returns its last result with the fastest run's seconds: the
/// fastest run is the one least disturbed by whatever else the machine was doing.
func fastestOf<Result>(_ runs: Int, _ work: () throws -> Result) rethrows -> (Result, Double) {
    var (result, best) = try measured(work)
    for _ in 1..<max(1, runs) {
        let (next, seconds) = try measured(work)
        result = next
        best = min(best, seconds)
    }
    return (result, best)
}

/// Runs `work` once and returns its result with the wall-clock seconds it took.
func measured<Result>(_ work: () throws -> Result) rethrows -> (Result, Double) {
    let start = ContinuousClock.now
    let result = try work()
    let elapsed = ContinuousClock.now - start
    return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

/// The process's CPU time so far (user and system, every thread): on a shared machine it moves
/// far less with the load than wall time, and it shows what a second core costs.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `work` `runs` times; the fastest run's wall seconds and that run's CPU seconds.
func fastestWithCPU<Result>(_ runs: Int, _ work: () throws -> Result) rethrows -> (Result, wall: Double, cpu: Double) {
    var best: (Result, wall: Double, cpu: Double)?
    for _ in 0..<max(1, runs) {
        let cpuStart = processCPUSeconds()
        let (result, wall) = try measured(work)
        let cpu = processCPUSeconds() - cpuStart
        if best == nil || wall < best?.wall ?? .infinity { best = (result, wall, cpu) }
    }
    guard let best else { return (try work(), 0, 0) }  // max(1, runs) runs happened: never taken
    return best
}

/// "12,345/s"-style figures without the noise of decimals on large rates.
func perSecond(_ count: Int, _ seconds: Double) -> String {
    seconds > 0 ? Int((Double(count) / seconds).rounded()).formatted() : "inf"
}

func secondsText(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

/// Peak resident set size (VmHWM) in KiB; nil where there is no /proc (macOS).
func peakResidentKiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return fields.count >= 2 ? Int(fields[1]) : nil
    }
    return nil
}

/// Pads each column to its widest cell so the printed tables line up.
func printTable(_ rows: [[String]]) {
    let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
        rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    for row in rows {
        let cells = row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
        print("  " + cells.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
    }
}
