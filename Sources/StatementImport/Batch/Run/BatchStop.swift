/// A stage of `BatchRun.run` that ends the run early, with the run's result.
struct BatchStop: Error {
    var result: BatchResult

    /// A run stopped before it had a report: the exit status of `category` and one line.
    init(_ category: AppError.Category, _ line: String) {
        result = BatchResult(report: nil, exitCode: category.exitStatus, problems: ["statement-import batch: " + line])
    }

    init(_ result: BatchResult) {
        self.result = result
    }
}
