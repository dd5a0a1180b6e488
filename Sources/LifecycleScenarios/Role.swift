import LifecycleEngine

/// What kind of object a step or declaration needs at a place.
enum Role: Equatable {
    var needsFreeController: Bool {
        self == .freeController || self == .freeAnyController || self == .freeStoryboardController || self == .freeControllerOrView
    }

    case controller
    case storyboardController
    /// A storyboard view controller whose scene can hold a container view (an embed segue's source).
    case embeddingController
    /// A storyboard view controller that no container declares as its child (a segue's destination).
    case freeStoryboardController
    /// A view controller that no container declares as its child (what is launched, pushed, presented, adopted).
    case freeController
    case freeAnyController
    /// What a representable makes: a view controller no container declares (UIViewControllerRepresentable) or a view (UIViewRepresentable).
    case freeControllerOrView
    case navigation
    case tabs
    case pages
    case split
    case anyController
    case view
    case viewOrRoot
    /// A SwiftUI representable (`representable NAME: TYPE making NAME`).
    case representable
    /// A UIHostingController (`hosting NAME with VIEW`).
    case hosting
    case anything

    /// Why `declaration` does not fit, or nil when it does.
    func problem(with declaration: ObjectDeclaration) -> String? {
        let id = declaration.id
        let isView: Bool
        if case .view = declaration.kind { isView = true } else { isView = false }
        if self != .anything, declaration.kind == .appDelegate || declaration.kind == .sceneDelegate {
            return "\(id) is the \(declaration.kind == .appDelegate ? "app" : "scene") delegate; UIKit calls it on its own, no step names it"
        }
        if case .representable = declaration.kind {
            return self == .representable || self == .anything
                ? nil : "\(id) is a SwiftUI representable; only 'show', 'update' and 'hide' name it"
        }
        switch self {
        case .anything:
            return nil
        case .representable:
            return "\(id) is not a representable; declare one with 'representable NAME: TYPE making \(id)'"
        case .hosting:
            return declaration.isHostingController ? nil : "\(id) is not a hosting controller; declare one with 'hosting NAME with VIEW'"
        case .anyController:
            return isView ? "\(id) is a view, but a view controller is needed here" : nil
        case .controller:
            if isView { return "\(id) is a view, but a view controller is needed here" }
            if case .viewController = declaration.kind { return nil }
            return "\(id) is a \(declaration.className), a container; a view controller with content of its own is needed here"
        case .freeStoryboardController:
            return Role.storyboardController.problem(with: declaration)
        case .freeController:
            return Role.controller.problem(with: declaration)
        case .freeAnyController:
            return Role.anyController.problem(with: declaration)
        case .freeControllerOrView:
            return isView ? nil : Role.controller.problem(with: declaration)
        case .embeddingController:
            if case .viewController(.storyboard) = declaration.kind { return nil }
            return "\(id) is not made by a storyboard, so it has no storyboard scene with a container view to embed from; declare it 'from storyboard NAME'"
        case .storyboardController:
            if case .viewController(.storyboard) = declaration.kind { return nil }
            return "\(id) is not made by a storyboard, but a segue's destination is instantiated from one; declare it 'from storyboard NAME'"
        case .navigation:
            if case .navigationController = declaration.kind { return nil }
            return "\(id) is not a navigation controller; declare one with 'navigation NAME with root \(id)'"
        case .tabs:
            if case .tabBarController = declaration.kind { return nil }
            return "\(id) is not a tab bar controller; declare one with 'tabs NAME with \(id), …'"
        case .split:
            if case .splitViewController = declaration.kind { return nil }
            return "\(id) is not a split view controller; declare one with 'split NAME with PRIMARY, SECONDARY'"
        case .pages:
            if case .pageViewController = declaration.kind { return nil }
            return "\(id) is not a page view controller; declare one with 'pages NAME with \(id), …'"
        case .view, .viewOrRoot:
            return isView ? nil : "\(id) is a view controller, not a view; name its root view as '\(id).view'"
        }
    }
}
