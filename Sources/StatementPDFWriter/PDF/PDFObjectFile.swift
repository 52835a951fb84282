import Foundation

/// Serialises numbered objects and remembers their byte offsets for the xref table.
struct PDFObjectFile {
    // The binary comment tells transfer tools the file is not plain text.
    private var bytes: [UInt8] = Array("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".unicodeScalars.map { UInt8($0.value) })
    private var offsets: [Int: Int] = [:]

    mutating func add(_ number: Int, _ body: String) {
        begin(number)
        append(body + "\nendobj\n")
    }

    mutating func addStream(_ number: Int, dictionary: String, bytes streamBytes: [UInt8]) {
        begin(number)
        let separator = dictionary.isEmpty ? "" : " "
        append("<< \(dictionary)\(separator)/Length \(streamBytes.count) >>\nstream\n")
        bytes += streamBytes
        append("\nendstream\nendobj\n")
    }

    mutating func finish(root: Int, info: Int) -> Data {
        let count = (offsets.keys.max() ?? 0) + 1
        let xrefOffset = bytes.count
        append("xref\n0 \(count)\n0000000000 65535 f \n")
        for number in 1..<count {
            guard let offset = offsets[number] else {
                preconditionFailure("object \(number) was numbered but never written")
            }
            let digits = String(offset)
            append(String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n")
        }
        append("trailer\n<< /Size \(count) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(xrefOffset)\n%%EOF\n")
        return Data(bytes)
    }

    private mutating func begin(_ number: Int) {
        offsets[number] = bytes.count
        append("\(number) 0 obj\n")
    }

    private mutating func append(_ ascii: String) {
        bytes += Array(ascii.utf8)
    }
}
