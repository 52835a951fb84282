import Foundation

/// Peak memory of extraction alone, measured in a child run of this same binary per file:
/// VmHWM only ever rises, so runs in one process would hide a flat profile behind the first
/// (or the generator's) peak. The parent generates the PDFs; the child only opens and reads.
enum PeakMemoryProbe {
    static let childFlag = "--extract-only"

    struct Peaks {
        /// After start-up, before the PDF is opened: the floor to compare against.
        var beforeKiB: Int
        var afterKiB: Int
    }

    /// Child side: `parse --extract-only PATH` prints "<before KiB> <after KiB>" or "n/a".
    static func runChild(path: String) throws {
        guard let before = peakResidentKiB() else { return print("n/a") }
        _ = try extractOnly(path: path)
        print("\(before) \(peakResidentKiB() ?? before)")
    }

    /// Parent side: nil where VmHWM is not available or the child failed.
    static func measure(path: String) throws -> Peaks? {
        guard peakResidentKiB() != nil, let executable = Bundle.main.executablePath else { return nil }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = ["parse", childFlag, path]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard child.terminationStatus == 0, fields.count == 2 else { return nil }
        return Peaks(beforeKiB: fields[0], afterKiB: fields[1])
    }
}
