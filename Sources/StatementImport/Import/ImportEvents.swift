/// What an import reports while it runs, so a terminal can draw a progress line and a batch can
/// write a report. Called on the importing thread, in order: started, then per file
/// fileStarted and fileFinished, warnings at any time.
public protocol ImportEvents: AnyObject {
    func importStarted(fileCount: Int)
    func fileStarted(_ path: String, number: Int, of total: Int)
    func fileFinished(_ result: FileImportResult)
    /// Something the person should know that does not fail the run (no shipped rules, a page
    /// without text).
    func warning(_ message: String)
}

extension ImportEvents {
    public func importStarted(fileCount: Int) {}
    public func fileStarted(_ path: String, number: Int, of total: Int) {}
    public func warning(_ message: String) {}
}
