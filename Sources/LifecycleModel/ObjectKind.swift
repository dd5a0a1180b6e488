/// What sort of UIKit object a traced object models; diagrams group and style by it.
public enum ObjectKind: String, Hashable, Sendable, Codable, CaseIterable {
    case system
    case application
    case storyboard
    case window
    case viewController
    case navigationController
    case tabBarController
    case pageViewController
    case view
}
