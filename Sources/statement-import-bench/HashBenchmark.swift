import Foundation
import StatementImport

/// `hash [--megabytes N]`: the SHA-256 of an N MB file (default 50) as `import` takes it before
/// reading a file, beside coreutils `sha256sum` on the same file, its floor (when installed).
func hashBenchmark(_ options: [String]) throws {
    let megabytes = positiveIntegerOption("--megabytes", in: options, default: 50, usage: "hash [--megabytes N]")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statement-import-bench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/random.bin"
    try noiseBytes(megabytes << 20).write(to: URL(fileURLWithPath: path))

    let (ours, wall, cpu) = fastestWithCPU(3) { FileHasher.sha256(path) }
    let floor = try fastestWithCPU(3) { try coreutilsDigest(path) }
    let agrees = floor.0.map { $0 == ours ? "same digest" : "DIGESTS DIFFER" } ?? "sha256sum not installed"
    print("hash: \(megabytes) MB file; \(agrees)")
    func megabytesPerSecond(_ seconds: Double) -> String { seconds > 0 ? String(format: "%.0f MB/s", Double(megabytes) / seconds) : "-" }
    printTable([
        ["step", "wall", "CPU", "rate", "vs sha256sum"],
        [
            "sha256sum (floor)", floor.0 == nil ? "-" : secondsText(floor.wall) + " s", "(child)",
            floor.0 == nil ? "-" : megabytesPerSecond(floor.wall), "1.00x",
        ],
        [
            "FileHasher.sha256", secondsText(wall) + " s", secondsText(cpu) + " s", megabytesPerSecond(wall),
            floor.0 == nil || floor.wall <= 0 ? "-" : String(format: "%.2fx", wall / floor.wall),
        ],
    ])
}

/// Bytes that do not repeat in any way a hash could shortcut (a linear congruential generator).
private func noiseBytes(_ count: Int) -> Data {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var data = Data(count: count)
    data.withUnsafeMutableBytes { bytes in
        for offset in stride(from: 0, through: bytes.count - 8, by: 8) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.storeBytes(of: state, toByteOffset: offset, as: UInt64.self)
        }
    }
    return data
}

/// `sha256sum PATH`'s digest, or nil when it is not installed or fails.
private func coreutilsDigest(_ path: String) throws -> String? {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.arguments = ["sha256sum", path]
    let output = Pipe()
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    guard child.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init)
}
