/// What sort of UIKit object a traced object models; diagrams group and style by it.
public enum ObjectKind: String, Hashable, Sendable, Codable, CaseIterable {
    case system
    case application
    /// The app's UIApplicationDelegate, when a scenario declares one (`app delegate NAME: CLASS`).
    case appDelegate
    /// A UIWindowSceneDelegate (iOS 13), when a scenario declares one (`scene delegate NAME: CLASS`).
    case sceneDelegate
    case storyboard
    case window
    case viewController
    case navigationController
    case tabBarController
    case pageViewController
    /// A column-style UISplitViewController (iOS 14).
    case splitViewController
    case view
    /// A SwiftUI UIViewControllerRepresentable, when a scenario declares one.
    case representable
}
