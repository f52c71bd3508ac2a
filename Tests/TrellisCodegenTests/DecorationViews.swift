import TrellisUIKit

// The decoration view classes the samples and fixtures name with `view:`; generated code
// registers them.
final class BackgroundView: UICollectionReusableView {}
final class SectionBackgroundView: UICollectionReusableView {}
