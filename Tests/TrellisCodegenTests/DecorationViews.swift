#if canImport(UIKit)
    import UIKit
#else
    import TrellisUIKit
#endif

// The decoration view classes the samples and fixtures name with `view:`; generated code
// registers them. Compiled by TrellisCodegenTests and, through a link, FrameCaptureTests.
final class BackgroundView: UICollectionReusableView {}
final class SectionBackgroundView: UICollectionReusableView {}
