#if canImport(AppKit)
    import AppKit
#else
    import TrellisUIKit
#endif

// The decoration view classes the frame fixtures name with `view:`, as AppKit views; the generated code registers
// them.
final class BackgroundView: NSView {}
final class SectionBackgroundView: NSView {}
