/// The iOS versions whose lifecycle rules differ; a scenario names one, the default is the newest.
public enum IOSProfile: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case iOS5 = "iOS 5"
    case iOS6to12 = "iOS 6-12"
    case iOS13to16 = "iOS 13-16"
    case iOS17 = "iOS 17+"

    public static let newest: IOSProfile = .iOS17

    public static func < (lhs: IOSProfile, rhs: IOSProfile) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
