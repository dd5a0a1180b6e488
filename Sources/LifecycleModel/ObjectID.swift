/// A stable name for one object in a scenario: `A`, `A.view`, `nav`, `window`; `UIKit` is the system.
public struct ObjectID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The system itself: UIKit's run loop, the application, anything that is not a modelled object.
    public static let uiKit: ObjectID = "UIKit"

    /// The id of the root view a view controller owns: `A` → `A.view`.
    public var rootView: ObjectID { ObjectID(rawValue + ".view") }

    public var description: String { rawValue }

    public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
