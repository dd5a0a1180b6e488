/// The iOS versions whose lifecycle rules differ; a scenario names one, the default is the newest.
public enum IOSProfile: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case iOS5 = "iOS 5"
    case iOS6to12 = "iOS 6-12"
    case iOS13to16 = "iOS 13-16"
    /// iOS 17 (viewIsAppearing: published, trait registrations), as the canonical scenarios that
    /// name it have always run; "iOS 18" and "iOS 26" add what those releases changed.
    case iOS17 = "iOS 17+"
    /// iOS 18: automatic trait tracking in layout, drawing and constraint updates.
    case iOS18 = "iOS 18"
    /// iOS 26: updateProperties and automatic Observation tracking.
    case iOS26 = "iOS 26"

    public static let newest: IOSProfile = .iOS26

    /// The iOS version a profile models where a callback's availability is asked: the newest of
    /// its range (the iOS 6-12 profile has the iOS 8 rotation and the iOS 11 safe-area callbacks;
    /// see Content/scenario-language.md).
    public var newestVersion: Int {
        switch self {
        case .iOS5: 5
        case .iOS6to12: 12
        case .iOS13to16: 16
        case .iOS17: 17
        case .iOS18: 18
        case .iOS26: 26
        }
    }

    public static func < (lhs: IOSProfile, rhs: IOSProfile) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Array where Element == IOSProfile {
    /// This profile and every newer one: the profiles of a rule that has held since `first`.
    public static func since(_ first: IOSProfile) -> [IOSProfile] {
        IOSProfile.allCases.filter { $0 >= first }
    }
}
