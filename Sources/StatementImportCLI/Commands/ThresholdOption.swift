import Categorisation

/// `--threshold`: the confidence a suggestion needs before a row is categorised without review.
enum ThresholdOption {
    static func value(_ arguments: ParsedArguments) throws(CLIError) -> Double {
        guard let text = arguments.value("--threshold") else { return CategorisationChain.defaultThreshold }
        guard let value = Double(text), (0...1).contains(value) else {
            throw .usage("--threshold takes a confidence between 0 and 1, like 0.7, not '\(text)'")
        }
        return value
    }
}
