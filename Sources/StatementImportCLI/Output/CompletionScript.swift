/// Shell completion scripts made from the command table, so they never drift from the commands:
/// command and sub-command names, each command's options, files everywhere else.
enum CompletionScript {
    static func bash(_ commands: [CommandSpec]) -> String {
        var text = """
            # bash completion for statement-import (made by `statement-import completions bash`)
            _statement_import() {
                local cur="${COMP_WORDS[COMP_CWORD]}" opts=""
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " ")) --help --version" -- "$cur"))
                    return
                fi
                case "${COMP_WORDS[1]}" in

            """
        for command in commands {
            if command.subcommands.isEmpty {
                text += "        \(command.name)) opts=\"\(optionNames(command))\" ;;\n"
                continue
            }
            let words = command.subcommands.map(lastWord).joined(separator: " ")
            text += "        \(command.name))\n"
            text += "            if [[ $COMP_CWORD -eq 2 ]]; then COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")); return; fi\n"
            text += "            case \"${COMP_WORDS[2]}\" in\n"
            for sub in command.subcommands {
                text += "            \(lastWord(sub))) opts=\"\(optionNames(sub))\" ;;\n"
            }
            text += "            esac ;;\n"
        }
        text += """
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$opts --help" -- "$cur"))
                else
                    COMPREPLY=($(compgen -f -- "$cur"))
                fi
            }
            complete -o filenames -F _statement_import statement-import

            """
        return text
    }

    static func zsh(_ commands: [CommandSpec]) -> String {
        var text = """
            #compdef statement-import
            # zsh completion for statement-import (made by `statement-import completions zsh`)
            _statement_import() {
                local -a commands opts
                commands=(

            """
        for command in commands {
            text += "        '\(command.name):\(quoted(command.summary))'\n"
        }
        text += """
                )
                if (( CURRENT == 2 )); then _describe 'command' commands; return; fi
                case $words[2] in

            """
        for command in commands {
            if command.subcommands.isEmpty {
                text += "        \(command.name)) opts=(\(optionNames(command))) ;;\n"
                continue
            }
            let words = command.subcommands.map(lastWord).joined(separator: " ")
            text += "        \(command.name))\n"
            text += "            if (( CURRENT == 3 )); then compadd -- \(words); return; fi\n"
            text += "            case $words[3] in\n"
            for sub in command.subcommands {
                text += "            \(lastWord(sub))) opts=(\(optionNames(sub))) ;;\n"
            }
            text += "            esac ;;\n"
        }
        text += """
                esac
                if [[ $PREFIX == -* ]]; then compadd -- $opts --help; else _files; fi
            }
            _statement_import "$@"

            """
        return text
    }

    private static func optionNames(_ command: CommandSpec) -> String {
        command.options.map(\.name).joined(separator: " ")
    }

    private static func lastWord(_ command: CommandSpec) -> String {
        command.name.split(separator: " ").last.map(String.init) ?? command.name
    }

    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
    }
}
