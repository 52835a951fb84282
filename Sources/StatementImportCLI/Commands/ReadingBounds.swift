import Foundation
import StatementCore
import StatementImport
import Toolbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The time and memory bound of every command that reads a PDF: `file_timeout` and
/// `memory_limit_mb` of `[limits]` (else of `[batch]`) in the configuration file, which `batch`'s
/// workers have too.
enum ReadingBounds {
    static func settings(_ context: CommandContext) throws(AppError) -> BatchSettings {
        let home = BatchCommand.home(context.environment)
        return try context.state.section { settings throws(ConfigurationFileError) in try BatchSettings.load(settings, home: home) }
    }

    /// `[limits]`, handed to the code that owns it.
    static func limitsSettings(_ context: CommandContext) throws(AppError) -> LimitsSettings {
        try context.state.section { settings throws(ConfigurationFileError) in try LimitsSettings.load(settings) }
    }

    /// The bound of an in-process read: past it, one line for `command` and the exit code of bad data.
    static func limits(_ context: CommandContext, command: String) throws(AppError) -> ReadingLimits {
        let batch = try settings(context)
        let limits = try limitsSettings(context)
        let console = context.console
        return ReadingLimits(seconds: limits.seconds(orElse: batch.fileTimeout), megabytes: limits.megabytes(orElse: batch.memoryLimitMB)) { error in
            console.error("statement-import \(command): \(error.message)")
            _exit(ExitCode(error.category).rawValue)
        } crashReport: { error in
            ("statement-import \(command): \(error.message)", ExitCode(error.category).rawValue)
        }
    }
}
