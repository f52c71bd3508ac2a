import ArgumentParser
import TrellisCodegen
import TrellisCore
import TrellisEngine
import TrellisPipeline
import TrellisRules

// The library's option values, read from the command line by name: ArgumentParser checks them,
// lists them in --help and completes them, so no command checks a string by hand.
extension SizingPass: ExpressibleByArgument {}
extension FramesFormat: ExpressibleByArgument {}
extension DeviceTable.Format: ExpressibleByArgument {}
extension RuleCatalog.Format: ExpressibleByArgument {}
extension CodeGenerator.Platform: ExpressibleByArgument {}
extension CodeGenerator.Access: ExpressibleByArgument {}
extension Reporters.Name: ExpressibleByArgument {}
