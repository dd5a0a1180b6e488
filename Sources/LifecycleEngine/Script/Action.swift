import LifecycleModel

/// What a step asks UIKit (or the app's code) to do.
public enum Action: Sendable, Equatable {
    // The app and its window.
    /// The app launches with this view controller as its window's root view controller.
    case launch(root: ObjectID)
    /// The app's code creates an object now (`[[B alloc] init]`); it lives while something owns it.
    case create(ObjectID)
    /// The object that keeps `object` (its `kept by`) lets go of it.
    case release(ObjectID)

    // Navigation.
    case push(ObjectID, onto: ObjectID, animated: Bool)
    case pop(ObjectID, animated: Bool)
    case popToRoot(ObjectID, animated: Bool)
    /// The user's edge swipe on a navigation controller; `finishes` false means the user gives up.
    case swipeBack(ObjectID, finishes: Bool)

    // Modal presentation and storyboard segues.
    case present(ObjectID, from: ObjectID, style: PresentationStyle?, animated: Bool)
    case dismiss(ObjectID, animated: Bool)
    case performSegue(identifier: String)
    /// The user's swipe down on a sheet; `finishes` false means the user lets go early.
    case swipeDown(ObjectID, finishes: Bool)
    /// The user taps outside the popover, which closes it (iPad).
    case tapOutside(ObjectID)
    /// The user drags the sheet to the detent with this identifier (iOS 15).
    case dragSheet(ObjectID, toDetent: String)
    /// The app's code selects a detent: `selectedDetentIdentifier` set inside `animateChanges(_:)`.
    case setDetent(ObjectID, toDetent: String)

    // Tab bar and custom containment.
    case selectTab(ObjectID, in: ObjectID)
    /// `[S showDetailViewController:B sender:nil]` from the app's code, S a split view controller.
    case showDetail(ObjectID, in: ObjectID)
    /// `[S showViewController:B sender:nil]` from the app's code, S a split view controller.
    case showInSplit(ObjectID, in: ObjectID)
    /// `S.preferredDisplayMode = mode` from the app's code, S a split view controller.
    case setDisplayMode(SplitColumns.DisplayMode, of: ObjectID)
    /// `S.show(column)`, or `S.hide(column)` when `hiding`, from the app's code.
    case showColumn(SplitColumns.Column, of: ObjectID, hiding: Bool)
    case addChild(ObjectID, to: ObjectID)
    /// addChildViewController: without the rest: without adding the child's view (`addsView`
    /// false) and without didMoveToParentViewController:.
    case addChildPartly(ObjectID, to: ObjectID, addsView: Bool)
    case removeChild(ObjectID)
    /// `preferredContentSize = SIZE` on a view controller, from the app's code.
    case setPreferredContentSize(ObjectID, Size)
    /// SwiftUI state changes the ideal size of a hosting controller's content.
    case resizeHostedContent(ObjectID, Size)

    // SwiftUI: a representable in a hosting controller's SwiftUI body.
    /// SwiftUI's body starts to hold the representable (`show R in H`).
    case showRepresentable(ObjectID, in: ObjectID)
    /// SwiftUI state the representable reads changes (`update R`).
    case updateRepresentable(ObjectID)
    /// SwiftUI's body no longer holds it (`hide R`).
    case hideRepresentable(ObjectID)

    // Containers: page view controllers, manual appearance forwarding, custom transitions.
    /// The user's drag on a page view controller towards the next (`forward`) or previous page;
    /// `finishes` false means the page springs back.
    case swipePage(ObjectID, forward: Bool, finishes: Bool)
    /// `[child beginAppearanceTransition:isAppearing animated:]`, from a container's code.
    case beginAppearanceTransition(ObjectID, appearing: Bool, animated: Bool)
    /// `[child endAppearanceTransition]`.
    case endAppearanceTransition(ObjectID)
    /// `[parent transitionFromViewController:from toViewController:to …]` between two children.
    case transitionChildren(from: ObjectID, to: ObjectID, animated: Bool)

    // Views.
    case addSubview(ObjectID, to: ObjectID)
    case removeFromSuperview(ObjectID)
    case setFrame(ObjectID, Rect)
    case scroll(ObjectID)
    case setNeedsLayout(ObjectID)
    case layoutIfNeeded(ObjectID)
    case setNeedsDisplay(ObjectID, in: Rect?)
    case sizeToFit(ObjectID)

    // The view controller's view.
    case accessView(ObjectID)
    case isViewLoaded(ObjectID)
    case viewIfLoaded(ObjectID)
    case loadViewIfNeeded(ObjectID)
    /// Inside a `loadView` override: `self.view = VIEW`.
    case setView(ObjectID, to: ObjectID)
    /// Inside a `loadView` override: `[super loadView]`, UIKit's default (seeds 002, 004).
    case callSuper

    // The system.
    case memoryWarning
    case rotate(to: Orientation)
    /// The user resizes an iPad's window (Split View, Slide Over, Stage Manager) to this size.
    case resizeWindow(Size)
    /// The user switches the system to light or dark mode (iOS 13 and later; branch `traits`).
    case switchAppearance(InterfaceStyle)
    /// `[object registerForTraitChanges:… withHandler:]` or its target-action forms (iOS 17), from
    /// the app's code (or the code of the override the step is written in).
    case registerForTraitChanges(ObjectID, TraitChangeRegistration)
    /// `setNeedsUpdateProperties` on a view or a view controller (iOS 26).
    case setNeedsUpdateProperties(ObjectID)
    /// Inside an override of a tracking method: the body reads a trait or an observable property,
    /// which UIKit tracks (iOS 18 traits, iOS 26 observation).
    case read(TrackedRead)
    /// The app's code changes a property of an `@Observable` model object (`model.count`).
    case changeObserved(String)
    case runLoopTurn
    /// The user leaves the app (Home Screen or app switcher): it moves to the background.
    case enterBackground
    /// The user opens the app again from the background.
    case enterForeground
    /// The user closes the app in the app switcher; the system ends its process.
    case terminate
    /// The user opens a second scene of the app (iPad multitasking) with this root view controller.
    case openSecondScene(root: ObjectID)
    /// The user closes the second scene in the app switcher.
    case closeSecondScene
}
