/// The system's appearance, which the user switches in Settings or Control Center (iOS 13 and later).
public enum InterfaceStyle: String, Sendable, Equatable, CaseIterable {
    case light
    case dark
}
