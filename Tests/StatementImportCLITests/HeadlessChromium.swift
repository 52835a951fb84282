import Foundation

/// Headless Chromium for the report page's browser test: found on PATH (Debian's `chromium`
/// package, which `scripts/ensure-test-browser` installs), run with a time limit.
enum HeadlessChromium {
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
            .first(where: FileManager.default.isExecutableFile(atPath:))
    }()

    static let unavailableReason =
        "chromium is not installed: the report page's browser test is skipped; scripts/ensure-test-browser installs it"

    struct Failed: Error, CustomStringConvertible { var description: String }

    /// Renders `page` at `width` × `height` CSS pixels, one device pixel each, to a PNG.
    static func screenshot(of page: URL, to png: URL, width: Int, height: Int, in directory: URL) throws {
        guard let executable else { throw Failed(description: unavailableReason) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // sRGB so the page's colours reach the PNG unchanged; no sandbox because CI runs as root.
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--force-color-profile=srgb", "--no-first-run", "--user-data-dir=\(directory.appendingPathComponent("chromium-profile").path)",
            "--window-size=\(width),\(height)", "--screenshot=\(png.path)", page.absoluteString,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = directory.path
        process.environment = environment
        let log = directory.appendingPathComponent("chromium.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { usleep(100_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failed(description: "chromium took more than 120 s to render the page")
        }
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: png.path) else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failed(description: "chromium exited \(process.terminationStatus) without a screenshot: \(output.suffix(600))")
        }
    }
}
