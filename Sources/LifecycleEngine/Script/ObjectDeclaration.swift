import LifecycleModel

/// One object a scenario declares: `A` is a `ViewController` made from the storyboard `Main`.
public struct ObjectDeclaration: Sendable, Equatable {
    public var id: ObjectID
    public var className: String
    public var kind: Kind
    /// Another declared object that holds a strong reference to this one (a property), released
    /// by a `release` step; nil when only UIKit's containers and superviews own it.
    public var keptBy: ObjectID?
    /// A view controller `with constraints`: its view's content is laid out by Auto Layout.
    public var usesConstraints: Bool = false
    /// A navigation or tab bar controller `from storyboard NAME`: unarchived with its children
    /// instead of made in code.
    public var storyboard: String?
    /// A view controller `modal in presentation`: `isModalInPresentation` is YES, so the user
    /// cannot swipe its sheet away (Apple, isModalInPresentation; iOS 13+).
    public var isModalInPresentation: Bool = false
    /// `presentation delegate NAME`: the object set as the delegate of this view controller's
    /// presentation controller, which hears the swipe-down callbacks (Apple,
    /// UIAdaptivePresentationControllerDelegate).
    public var presentationDelegate: ObjectID?
    /// `presentation delegate NAME answering STYLE`: the delegate implements
    /// adaptivePresentationStyleForPresentationController:traitCollection: and answers this (`none`
    /// keeps a popover in a compact window); nil, it does not implement it.
    public var adaptiveAnswer: PopoverAdaptation.Answer?
    /// `detents medium, large`: the detents its sheet presentation controller is given before it
    /// is presented (Apple, UISheetPresentationController.detents; iOS 15+). Nil: UIKit's default,
    /// the large detent alone.
    public var detents: [SheetDetents.Detent]?
    /// A navigation, page or split view controller's delegate (and a page view controller's data source).
    public var delegate: ObjectID?
    /// A split view controller's delegate `showing COLUMN`: its answer when UIKit asks which
    /// column to show collapsed; nil, the column UIKit proposes.
    public var collapsedColumn: SplitColumns.Column?
    /// A view controller `with manual appearance`: its shouldAutomaticallyForwardAppearanceMethods
    /// returns NO, so its code tells its children when they appear (beginAppearanceTransition:animated:).
    public var forwardsAppearance: Bool = true
    /// A hosting controller `sizing preferred content size`: its sizingOptions include
    /// `.preferredContentSize` (iOS 16), so it keeps its preferredContentSize at its SwiftUI
    /// content's ideal size.
    public var tracksContentSize: Bool = false

    public enum Kind: Sendable, Equatable {
        /// A view controller and how it is created (seeds 000, 003, 004).
        case viewController(Creation)
        /// A UINavigationController created in code with its root view controller.
        case navigationController(root: ObjectID)
        /// A UITabBarController created in code with its tabs, the first one selected.
        case tabBarController(tabs: [ObjectID])
        /// A UIPageViewController (scroll style) created in code, showing the first of its pages;
        /// its data source returns the page before or after a page in this order.
        case pageViewController(pages: [ObjectID])
        /// A column-style UISplitViewController (`.doubleColumn`, iOS 14) made in code, with a
        /// view controller for its primary and its secondary column.
        case splitViewController(primary: ObjectID, secondary: ObjectID)
        /// A view created in code.
        case view(ViewTraits)
        /// The app's delegate (`app delegate NAME: CLASS`): UIKit tells it of launch and of the
        /// app's state changes, and the app's own code at launch runs in it.
        case appDelegate
        /// The window scene's delegate (`scene delegate NAME: CLASS`, iOS 13): UIKit tells it of
        /// the scene's connection and state changes.
        case sceneDelegate
        /// A SwiftUI `UIViewControllerRepresentable` (`representable NAME: TYPE making NAME`):
        /// SwiftUI calls it to make, update and dismantle the view controller it names.
        case representable(making: ObjectID)
    }

    /// How a view controller comes to exist.
    public enum Creation: Sendable, Equatable {
        /// Unarchived from a storyboard: initWithCoder:, then awakeFromNib (seed 000).
        case storyboard(name: String)
        /// `initWithNibName:@"NAME" bundle:nil` (seed 004: a named nib must exist when the view loads).
        case nib(name: String)
        /// `init`, which calls `initWithNibName:nil bundle:nil` (seed 003).
        case code
        /// `UIHostingController(rootView:)` in code, with this SwiftUI view type as its root view.
        case hosting(rootView: String)
    }

    public init(id: ObjectID, className: String, kind: Kind, keptBy: ObjectID? = nil) {
        self.id = id
        self.className = className
        self.kind = kind
        self.keptBy = keptBy
    }

    /// Whether this declares a UIHostingController (`hosting NAME with VIEW`).
    public var isHostingController: Bool {
        if case .viewController(.hosting) = kind { return true }
        return false
    }

    /// Whether this declares a view controller of any kind (containers included).
    public var isViewController: Bool {
        switch kind {
        case .view, .appDelegate, .sceneDelegate, .representable: return false
        case .viewController, .navigationController, .tabBarController, .pageViewController, .splitViewController: return true
        }
    }
}
