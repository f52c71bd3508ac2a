// The pipeline's public API speaks the types of every stage (Diagnostic, LayoutDocument, the
// source map, LintConfiguration, CodeGenerator's options, FrameTree). Those stages are no
// products of their own, so `import TrellisPipeline` brings them along.
@_exported import TrellisCodegen
@_exported import TrellisCore
@_exported import TrellisEngine
@_exported import TrellisLanguage
@_exported import TrellisRules
