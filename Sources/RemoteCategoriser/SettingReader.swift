import Foundation
import Toolbox

/// Reads one `[remote]` value into its type, or explains at file:line what it should look like.
struct SettingReader {
    var entry: ConfigurationFile.Entry
    var file: ConfigurationFile

    private func fail(_ expected: String) -> ConfigurationFileError {
        file.error(at: entry, "`\(entry.key) = \(entry.value)`: \(expected)")
    }

    func bool() throws(ConfigurationFileError) -> Bool {
        switch entry.value.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw fail("write true or false")
        }
    }

    func remoteProtocol() throws(ConfigurationFileError) -> RemoteProtocol {
        guard let value = RemoteProtocol(rawValue: entry.value.lowercased()) else {
            throw fail("the protocol is openai or categorize")
        }
        return value
    }

    func url() throws(ConfigurationFileError) -> URL {
        guard let url = SettingReader.parseURL(entry.value) else {
            throw fail("write an http or https URL such as https://api.x.ai/v1")
        }
        return url
    }

    /// The base URL; a pasted endpoint (".../chat/completions", ".../categorize") is cut back to it.
    static func parseURL(_ text: String) -> URL? {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        for endpoint in ["/chat/completions", "/categorize"] where trimmed.hasSuffix(endpoint) {
            trimmed.removeLast(endpoint.count)
        }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return nil }
        return url
    }

    func nonEmpty() throws(ConfigurationFileError) -> String {
        guard !entry.value.isEmpty else { throw fail("give a value or remove the line") }
        return entry.value
    }

    func integer(in range: ClosedRange<Int>) throws(ConfigurationFileError) -> Int {
        guard let value = Int(entry.value), range.contains(value) else {
            throw fail("write a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    func seconds(in range: ClosedRange<Double>) throws(ConfigurationFileError) -> Double {
        let text = entry.value.hasSuffix("s") ? String(entry.value.dropLast()) : entry.value
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite,
            range.contains(value)
        else {
            throw fail("write a number of seconds from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
        }
        return value
    }

    func fraction() throws(ConfigurationFileError) -> Double {
        guard let value = Double(entry.value), value.isFinite, (0...1).contains(value) else {
            throw fail("write a number from 0 to 1, such as 0.9")
        }
        return value
    }

    /// Comma-separated; blanks dropped.
    func list() -> [String] {
        entry.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `~/` is the home directory; a relative path is relative to the configuration file.
    func path(relativeTo directory: String) -> String {
        let value = entry.value
        if value.hasPrefix("~/") { return NSHomeDirectory() + value.dropFirst() }
        if value.hasPrefix("/") { return value }
        return directory + "/" + value
    }
}
