import LifecycleModel

/// The `view` getter's decisions: load lazily, call loadView then viewDidLoad, and stop re-entry.
///
/// Seeds 002 and 004: the getter calls loadView when the view is nil, then viewDidLoad. What
/// happens when loadView leaves the view nil depends on the era (see Content/sources.md,
/// "When sources disagree"):
/// - iOS 5: viewDidLoad is called only when loadView produced a view (seed 002's observed run, from
///   the iOS 5-6 years: loadView three times, no viewDidLoad); every later access calls loadView again.
/// - iOS 6 and later: viewDidLoad follows loadView unconditionally (Content/evidence/
///   kingcos-loadview-sets-no-view-loop-2017.log, iOS 10: "loadView() / viewDidLoad() / loadView() /
///   viewDidLoad() …"; seed 003, 2015: "loadView方法执行完以后必定会调用viewDidLoad方法"), so a
///   viewDidLoad that touches `self.view` re-enters the getter and recurses without end (seed 003's
///   死循环). That iOS 13 and later keep it is our guess: no later log shows a loadView that sets nothing.
/// Re-entering the getter while it loads is allowed `reentryLimit` times, then the engine cuts the
/// loop off (real UIKit recurses until the stack overflows).
public struct ViewLoadingMachine: Sendable, Equatable {
    public static let reentryLimit = 3

    public let profile: IOSProfile
    /// How many getter calls are loading at once (nested through loadView or viewDidLoad).
    public private(set) var activeLoads = 0

    public init(profile: IOSProfile) { self.profile = profile }

    public enum Input: Sendable, Equatable {
        /// Someone called the `view` getter; `viewIsSet` says whether the view exists right now.
        case viewRequested(viewIsSet: Bool)
        case loadViewReturned(viewIsSet: Bool)
        case viewDidLoadReturned(viewIsSet: Bool)
    }

    public enum Output: Sendable, Equatable {
        case returnView
        case returnNil
        case callLoadView
        case callViewDidLoad
        /// The getter re-entered itself more than `reentryLimit` times: an endless loop in UIKit.
        case cutOff
    }

    public mutating func handle(_ input: Input) -> Output {
        switch input {
        case .viewRequested(viewIsSet: true):
            return .returnView
        case .viewRequested(viewIsSet: false):
            guard activeLoads < Self.reentryLimit else { return .cutOff }
            activeLoads += 1
            return .callLoadView
        case .loadViewReturned(let viewIsSet):
            if viewIsSet || profile != .iOS5 { return .callViewDidLoad }
            activeLoads -= 1
            return .returnNil
        case .viewDidLoadReturned(let viewIsSet):
            activeLoads -= 1
            return viewIsSet ? .returnView : .returnNil
        }
    }
}
