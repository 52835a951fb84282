/// What a run's files came to as the batch's policy filed them: each file's entry in the report,
/// the lines a person must read, whether something other than a file's content went wrong (a
/// move, a failure record), and the pages read.
struct BatchFiled {
    var entries: [BatchReport.FileEntry] = []
    var problems: [String] = []
    var otherTrouble = false
    var pages = 0
}
