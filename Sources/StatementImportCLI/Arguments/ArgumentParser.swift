import Categorisation
import StatementImport

/// Hand-written, table-driven argument parsing: `--name value`, `--name=value`, flags, `--`.
public enum ArgumentParser {
    public static func parse(_ arguments: [String], for command: CommandSpec) throws(AppError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.options.first(where: { $0.name == name }) else {
                let hint = suggestion(for: name, in: command).map { " (did you mean \($0)?)" } ?? ""
                throw .usage("unknown option '\(name)'\(hint)")
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("option '\(name)' needs a value (\(valueName))")
            }
            if let allowed = option.allowed, !allowed.contains(value) {
                throw .usage("'\(value)' is not a valid value for \(name): use one of \(allowed.joined(separator: ", "))")
            }
            if let parse = option.parse { parsed.parsed[name] = try parse(value) }
            parsed.values[name, default: []].append(value)
        }
        if parsed.positionals.count < command.minimumPositionals {
            throw .usage("missing argument \(command.arguments)")
        }
        if let maximum = command.maximumPositionals, parsed.positionals.count > maximum {
            throw .usage("unexpected argument '\(parsed.positionals[maximum])'")
        }
        return parsed
    }

    /// The option a mistyped one most likely meant: the closest by spelling, else one sharing its
    /// first letters; never one that stores unproven data.
    static func suggestion(for name: String, in command: CommandSpec) -> String? {
        let offered = command.options.filter { !$0.storesUnprovenData }.map(\.name)
        return ClosestWord.closest(to: name, among: offered) ?? offered.first { $0.hasPrefix(String(name.prefix(5))) }
    }
}
