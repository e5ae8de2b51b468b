import Foundation
import RouteCompilerCore

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), environment: .live)
exit(status.rawValue)
