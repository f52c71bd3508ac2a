import Foundation
import TrellisCodegen
import TrellisPipeline

// `trellis-compile`: `trellis compile` alone, for the build plugins. It takes the same arguments (a leading `compile`
// is allowed, so a plugin can run either tool) and links no argument parser, server or importer: an app's first
// build compiles the language, the rules and the code generator, not the whole tool.
// Usage: trellis-compile [compile] FILE|FOLDER... [-o OUT] [--platform uikit|appkit] [--access public|internal]
//        [--config FILE] [--dry-run] [--quiet] [--no-color]

func usage(_ message: String) -> Never {
    let text =
        "error: \(message)\nusage: trellis-compile [compile] FILE|FOLDER... [-o OUT] [--platform uikit|appkit] "
        + "[--access public|internal] [--config FILE] [--dry-run] [--quiet] [--no-color]\n"
    _ = OutputFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
    exit(64)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "compile" { arguments.removeFirst() }
var command = CompileCommand(inputs: [])
var noColor = ProcessInfo.processInfo.environment["NO_COLOR"] != nil
var remaining = arguments[...]
func value(after option: String, in remaining: inout ArraySlice<String>) -> String {
    guard let value = remaining.popFirst() else { usage("\(option) needs a value") }
    return value
}
while let argument = remaining.popFirst() {
    switch argument {
    case "-o", "--output": command.output = value(after: argument, in: &remaining)
    case "--platform":
        let word = value(after: argument, in: &remaining)
        guard let platform = CodeGenerator.Platform(rawValue: word) else { usage("unknown platform '\(word)'") }
        command.options.platform = platform
    case "--access":
        let word = value(after: argument, in: &remaining)
        guard let access = CodeGenerator.Access(rawValue: word) else { usage("unknown access level '\(word)'") }
        command.options.access = access
    case "--config": command.configurationPath = value(after: argument, in: &remaining)
    case "--dry-run": command.dryRun = true
    case "--quiet": command.quiet = true
    case "--no-color": noColor = true
    case "-": command.inputs.append(argument)
    default:
        if argument.hasPrefix("-") { usage("unknown option '\(argument)'") }
        command.inputs.append(argument)
    }
}
if let problem = command.usageError { usage(problem) }
command.colored = !noColor && isatty(STDERR_FILENO) == 1
exit(command.run())
