import Foundation
import TrellisEngine
import TrellisModel

/// `UIViewController`, as far as collection-view code uses it: a view made on first use (`loadView`, then
/// `viewDidLoad`), the appearance, layout and size-transition callbacks a test drives with `layOut(on:)`, children,
/// a navigation item (title and bar button items, inert), and presentations, which are recorded. The view is the
/// size of `UIKitEnvironment.current`'s device.
@preconcurrency @MainActor
open class UIViewController {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// The size `layOut(on:)` last gave the view.
    private var laidOutSize: CGSize?
    open var title: String?
    public let navigationItem = UINavigationItem()
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    /// The view controller this one presented and has not dismissed.
    open private(set) var presentedViewController: UIViewController?
    /// The view controller that presented this one.
    open private(set) weak var presentingViewController: UIViewController?

    public init(nibName: String?, bundle: Bundle?) {}

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {}

    /// The root view, loaded on first use.
    open var view: UIView! {
        get {
            if loadedView == nil && !isLoadingView { loadViewIfNeeded() }
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// The device's traits, without loading the view.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection(.current) }

    /// Makes the root view: by default a plain view the size of the device.
    open func loadView() {
        let size = UIKitEnvironment.current.layout.container
        loadedView = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    }

    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            let size = UIKitEnvironment.current.layout.container
            loadedView = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func didReceiveMemoryWarning() {}

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Records the presentation (`presentedViewController`, and the presented controller's
    /// `presentingViewController`) and runs the completion at once. Nothing appears or animates, and the presented
    /// controller's view is neither loaded nor laid out: the presenting screen's frames do not change.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Ends the presentation this controller made, with any the presented controller made in turn; called on the
    /// presented controller, it asks the one that presented it, as UIKit documents. The completion runs at once; with
    /// nothing to dismiss, nothing happens.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if presentedViewController != nil {
            var next = presentedViewController
            presentedViewController = nil
            while let presented = next {
                next = presented.presentedViewController
                presented.presentingViewController = nil
                presented.presentedViewController = nil
            }
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
        }
    }

    /// Called before the view changes size: `layOut(on:)` calls it when the view was laid out before at another
    /// size (a rotation, say), with a coordinator that runs the animations it is given once the view has its new
    /// size and its completions after the layout pass. As UIKit's does, the default forwards the change to the
    /// children; an override calls `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Drives what UIKit does when the controller's view appears on `environment`'s device: makes it the current
    /// device, loads the view, sizes it to the device (autoresizing its subviews), places subviews pinned by
    /// constraints, and calls the appearance and layout callbacks in UIKit's order. A view laid out before at
    /// another size is told first, with `viewWillTransition(to:with:)`.
    public func layOut(on environment: UIKitEnvironment) {
        UIKitEnvironment.current = environment
        loadViewIfNeeded()
        // The window sizes the root view before anything appears, and every view in it takes the window's traits.
        let container = environment.layout.container
        let size = CGSize(width: container.width, height: container.height)
        var transition: StandInTransitionCoordinator?
        if let laidOutSize, laidOutSize != size {
            let coordinator = StandInTransitionCoordinator(containerView: view)
            viewWillTransition(to: size, with: coordinator)
            transition = coordinator
        }
        view.frame = CGRect(origin: .zero, size: size)
        Self.setEnvironment(environment, in: view)
        laidOutSize = size
        transition?.runAnimations()
        viewWillAppear(false)
        viewWillLayoutSubviews()
        view.applyConstraints()
        viewDidLayoutSubviews()
        viewDidAppear(false)
        transition?.complete()
    }

    private static func setEnvironment(_ environment: UIKitEnvironment, in view: UIView) {
        view.environment = environment
        for subview in view.subviews { setEnvironment(environment, in: subview) }
    }

    /// The first collection view in the view's hierarchy, depth first (a child controller's included).
    public var firstCollectionView: UICollectionView? {
        loadViewIfNeeded()
        return Self.firstCollectionView(in: view)
    }

    private static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let collectionView = view as? UICollectionView { return collectionView }
        for subview in view.subviews {
            if let found = firstCollectionView(in: subview) { return found }
        }
        return nil
    }

    /// The collection view in the stored property `property` of the controller (of its class or a superclass,
    /// whatever its access level; a `lazy` one once it is made), or the first in its view's hierarchy for nil.
    public func collectionView(property: String?) -> UICollectionView? {
        guard let property else { return firstCollectionView }
        loadViewIfNeeded()
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children
            where child.label == property || child.label == "$__lazy_storage_$_\(property)" {
                // A property typed `UICollectionView!` or `UICollectionView?` holds an optional.
                if let collectionView = child.value as? UICollectionView { return collectionView }
                if let optional = child.value as? UICollectionView?, let collectionView = optional {
                    return collectionView
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Every frame of the controller's first collection view (or the one in its stored property `property`) on
    /// `environment`'s device, from its layout and the item counts its data source gives: what a test of an app's
    /// screen compares.
    public func collectionViewFrames(
        on environment: UIKitEnvironment, property: String? = nil, options: LayoutOptions = LayoutOptions()
    ) throws -> FrameTree {
        layOut(on: environment)
        guard let collectionView = collectionView(property: property) else {
            throw ViewControllerLayoutError.noCollectionView
        }
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else {
            throw ViewControllerLayoutError.notCompositional
        }
        let device = layoutEnvironment(of: collectionView, on: environment)
        return try layout.layout(in: device, sections: collectionView.sectionInputs, options: options)
    }

    /// The environment `collectionView` lays out in on `environment`'s device: its own size, and the part of the
    /// device's safe area it overlaps (none, for a view pinned inside the safe area), with the device's traits.
    public func layoutEnvironment(of collectionView: UICollectionView, on environment: UIKitEnvironment)
        -> UIKitEnvironment
    {
        var origin = collectionView.frame.origin
        var ancestor = collectionView.superview
        while let current = ancestor {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            ancestor = current.superview
        }
        let minX = Double(origin.x), minY = Double(origin.y)
        let maxX = minX + Double(collectionView.frame.width), maxY = minY + Double(collectionView.frame.height)
        let screen = environment.layout.container, safe = environment.layout.safeArea
        let top: Double = max(0, safe.top - minY)
        let leading: Double = max(0, safe.leading - minX)
        let bottom: Double = max(0, maxY - (screen.height - safe.bottom))
        let trailing: Double = max(0, maxX - (screen.width - safe.trailing))
        let overlap = EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
        var device = environment.resized(to: collectionView.frame.size)
        let margins = environment.layout.layoutMargins
        device.layout.safeArea = overlap
        device.layout.layoutMargins = EdgeInsets(
            top: overlap.top + margins.top - safe.top, leading: overlap.leading + margins.leading - safe.leading,
            bottom: overlap.bottom + margins.bottom - safe.bottom,
            trailing: overlap.trailing + margins.trailing - safe.trailing)
        return device
    }
}

/// Why `collectionViewFrames(on:)` has no frames.
public enum ViewControllerLayoutError: Error, CustomStringConvertible {
    case noCollectionView, notCompositional

    public var description: String {
        switch self {
        case .noCollectionView: return "the view controller's view holds no collection view"
        case .notCompositional: return "the collection view's layout is not a compositional layout"
        }
    }
}

/// `UINavigationItem`: its title and bar button items, which view controllers set in `viewDidLoad`; inert (there is
/// no navigation bar). `rightBarButtonItem` is the first of `rightBarButtonItems`, `leftBarButtonItem` the first of
/// `leftBarButtonItems`, as UIKit documents: setting one replaces the first item (or moves the item to the front if
/// the array holds it), and setting nil removes the first item.
@preconcurrency @MainActor
public final class UINavigationItem {
    public var title: String?
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var rightBarButtonItems: [UIBarButtonItem]?
    public var leftBarButtonItems: [UIBarButtonItem]?
    public var hidesBackButton = false
    public init() {}

    public init(title: String) { self.title = title }

    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = Self.items(rightBarButtonItems, withFirst: newValue) }
    }

    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = Self.items(leftBarButtonItems, withFirst: newValue) }
    }

    private static func items(_ items: [UIBarButtonItem]?, withFirst item: UIBarButtonItem?) -> [UIBarButtonItem]? {
        var items = items ?? []
        if let item, let index = items.firstIndex(where: { $0 === item }) {
            items.remove(at: index)
        } else if !items.isEmpty {
            items.removeFirst()
        }
        if let item { items.insert(item, at: 0) }
        return items
    }

    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }
}

/// `UICollectionViewController`: a view controller whose view is its collection view.
@preconcurrency @MainActor
/// As in UIKit, the controller is its collection view's data source and delegate until the app sets others (a
/// diffable data source replaces it as the data source), so subclasses `override` the data source and delegate
/// methods they answer.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        let size = UIKitEnvironment.current.layout.container
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: size.width, height: size.height), collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    // MARK: UICollectionViewDataSource (UIKit's defaults: one section, no items)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell()
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView()
    }

    // MARK: UICollectionViewDelegate and UIScrollViewDelegate (inert: nothing is selected or scrolled)

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
