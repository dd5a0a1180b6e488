/// The device's orientation.
public enum Orientation: String, Sendable, Equatable, CaseIterable {
    case portrait
    case landscape
}
