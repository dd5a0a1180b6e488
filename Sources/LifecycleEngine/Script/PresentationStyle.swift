/// How a modal view controller is shown.
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
    case fullScreen = "full screen"
    case pageSheet = "page sheet"
}
