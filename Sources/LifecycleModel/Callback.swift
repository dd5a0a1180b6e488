/// One UIKit callback (or call the engine records) and everything the project knows about it:
/// how Objective-C and Swift spell it, which class or protocol declares it, and in which iOS
/// versions UIKit calls it.
///
/// The shape of swift-system's `Errno`: a struct whose values are static members
/// (`Callback.viewWillAppear`), listed in `Callback.all`. The catalogue itself is
/// `Callback+Catalogue.swift`; every other module reads it and none spells a selector again.
public struct Callback: Hashable, Sendable, CustomStringConvertible {
    /// The selector as `NSStringFromSelector(_cmd)` prints it: `viewWillAppear:`, `loadView`.
    public let selector: String
    /// What Swift's `#function` prints, or what Swift code writes where the selector is a
    /// property's getter or setter (`frame =`).
    public let swiftName: String
    /// The spelling of Swift 3 to 4.1, which Swift 4.2 renamed, still in logs of that time.
    public let olderSwiftName: String?
    /// Who declares the callback, and so who receives it.
    public let owner: Owner
    public let availability: Availability

    init(
        _ selector: String, swift swiftName: String, owner: Owner, since introduced: Int = 2, until deprecated: Int? = nil,
        olderSwift olderSwiftName: String? = nil
    ) {
        self.selector = selector
        self.swiftName = swiftName
        self.olderSwiftName = olderSwiftName
        self.owner = owner
        availability = Availability(introduced: introduced, deprecated: deprecated)
    }

    public var description: String { selector }

    /// Whether UIKit of this profile has (and calls) this callback.
    public func exists(in profile: IOSProfile) -> Bool { availability.includes(profile.newestVersion) }

    /// Whether the engine can record it (it is in `modelled`).
    public var isModelled: Bool { Self.modelledSelectors.contains(selector) }

    private static let modelledSelectors = Set(modelled.map(\.selector))

    /// The catalogue's callback with this selector, modelled or not.
    public static func named(_ selector: String) -> Callback? { bySelector[selector] }

    private static let bySelector = Dictionary(all.map { ($0.selector, $0) }) { first, _ in first }

    /// The callbacks the engine can make that UIKit of this profile calls.
    public static func emitted(in profile: IOSProfile) -> Set<Callback> {
        Set(modelled.filter { $0.exists(in: profile) })
    }

    /// The class or protocol that declares a callback, as Apple's documentation names it.
    public enum Owner: String, Sendable, CaseIterable {
        case object = "NSObject"
        case coding = "NSCoding"
        case viewController = "UIViewController"
        case view = "UIView"
        /// `updateProperties()`: declared by both classes, each its own.
        case viewAndViewController = "UIView and UIViewController"
        case scrollView = "UIScrollView"
        case layerDelegate = "CALayerDelegate"
        case traitEnvironment = "UITraitEnvironment"
        case traitChangeObservable = "UITraitChangeObservable"
        /// The closure a trait registration calls: a block, named after its type.
        case traitChangeHandler = "UITraitChangeHandler"
        case contentContainer = "UIContentContainer"
        case focusEnvironment = "UIFocusEnvironment"
        case stateRestoring = "UIStateRestoring"
        case navigationController = "UINavigationController"
        case navigationControllerDelegate = "UINavigationControllerDelegate"
        case tabBarController = "UITabBarController"
        case pageViewController = "UIPageViewController"
        case splitViewController = "UISplitViewController"
        case splitViewControllerDelegate = "UISplitViewControllerDelegate"
        case pageViewControllerDataSource = "UIPageViewControllerDataSource"
        case pageViewControllerDelegate = "UIPageViewControllerDelegate"
        case adaptivePresentationDelegate = "UIAdaptivePresentationControllerDelegate"
        case sheetPresentationDelegate = "UISheetPresentationControllerDelegate"
        case popoverPresentationDelegate = "UIPopoverPresentationControllerDelegate"
        case storyboard = "UIStoryboard"
        case window = "UIWindow"
        case appDelegate = "UIApplicationDelegate"
        case sceneDelegate = "UISceneDelegate"
        case windowSceneDelegate = "UIWindowSceneDelegate"
        /// SwiftUI's hosting controller and representables: Swift APIs, so their "selector" is
        /// the Swift spelling, as a block's is its type's name.
        case hostingController = "UIHostingController"
        case viewControllerRepresentable = "UIViewControllerRepresentable"
        case viewRepresentable = "UIViewRepresentable"
    }

    /// The iOS versions (major numbers) in which UIKit calls a callback.
    public struct Availability: Hashable, Sendable {
        /// The first version that has it; 2 is iPhone OS 2, the first SDK. A back-deployed
        /// callback counts from the version it was back-deployed to (`viewIsAppearing:`, 13).
        public let introduced: Int
        /// The version that deprecated it, from which UIKit no longer calls it (the unload and
        /// the rotation callbacks); nil while it is called.
        public let deprecated: Int?

        public init(introduced: Int, deprecated: Int? = nil) {
            self.introduced = introduced
            self.deprecated = deprecated
        }

        public func includes(_ version: Int) -> Bool {
            introduced <= version && deprecated.map { version < $0 } ?? true
        }
    }
}
