import Foundation
import StatementImportCLI

// A thin entry point: everything lives in StatementImportCLI so tests can run it in-process.
ProcessPrivacy.apply()
let context = CommandContext.ofThisExecutable(environment: ProcessInfo.processInfo.environment)
let code = CommandLineTool().run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(code.rawValue)
