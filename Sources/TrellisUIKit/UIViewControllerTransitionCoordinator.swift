import Foundation

/// `UIViewControllerTransitionCoordinatorContext`: what a transition's animations are told. The stand-in's
/// transitions (a view controller's view changing size in `layOut(on:)`) do not animate: they take no time, are
/// neither interactive nor cancelled, and have an identity `targetTransform`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// `UIViewControllerTransitionCoordinator`: what `viewWillTransition(to:with:)` receives, to run animations
/// alongside the size change and code after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion (UIKit's `completion` defaults to nil).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` without a completion.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

/// The coordinator `layOut(on:)` passes to `viewWillTransition(to:with:)`: it keeps the animations and completions
/// it is given, runs the animations once the view has its new size and the completions after the layout pass.
@MainActor
final class StandInTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    var isAnimated: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { .identity }

    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isComplete = false

    init(containerView: UIView) { self.containerView = containerView }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        // Once the transition is over nothing is queued, as UIKit answers false for animations it could not queue.
        guard !isComplete else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Runs the animations queued so far.
    func runAnimations() {
        while !animations.isEmpty { animations.removeFirst()(self) }
    }

    /// Runs any animations still queued, then the completions.
    func complete() {
        runAnimations()
        isComplete = true
        while !completions.isEmpty { completions.removeFirst()(self) }
    }
}
