import LifecycleModel

/// The heights a sheet can rest at, and which one it rests at now (iOS 15+).
///
/// Apple, UISheetPresentationController: a sheet has `detents` — `medium()` ("approximately half
/// the height of the screen"), `large()` ("the full height"), and from iOS 16 `custom(identifier:resolver:)`
/// with a height of the app's choosing. Apple, selectedDetentIdentifier: "The default value is
/// nil, which means the sheet displays at the smallest detent you specify in detents". Apple,
/// sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:): "The system calls this method
/// after a sheet's selectedDetentIdentifier changes in response to user interaction. The system
/// doesn't call this after you change selectedDetentIdentifier" in code.
public struct SheetDetents: Sendable, Equatable {
    /// One height a sheet can rest at.
    public enum Detent: Sendable, Hashable, CustomStringConvertible {
        case medium
        case large
        /// A custom detent (iOS 16): its identifier and the height its resolver returns.
        case custom(String, height: Int)

        /// The identifier UIKit reports (`UISheetPresentationControllerDetentIdentifierMedium`, …);
        /// a custom detent's is the app's own string.
        public var identifier: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case .custom(let name, _): name
            }
        }

        public var description: String { identifier }

        /// The height the sheet takes at this detent when the tallest a sheet can be is `maximum`:
        /// half of it for medium (Apple: "approximately half"), all of it for large, and a custom
        /// resolver's value capped at the maximum (Apple, Detent.custom: the resolver's context
        /// gives "the maximum detent value").
        public func height(maximum: Int) -> Int {
            switch self {
            case .medium: maximum / 2
            case .large: maximum
            case .custom(_, let height): min(height, maximum)
            }
        }
    }

    /// Who moved the sheet to another detent.
    public enum Cause: Sendable, Equatable {
        /// The user dragged the grabber (or the sheet) to another detent.
        case user
        /// The app's code set `selectedDetentIdentifier` inside `animateChanges(_:)`.
        case code
    }

    /// What a change of detent does.
    public struct Change: Sendable, Equatable {
        public var from: Detent
        public var to: Detent
        /// Whether the delegate hears sheetPresentationControllerDidChangeSelectedDetentIdentifier:.
        public var tellsDelegate: Bool

        public init(from: Detent, to: Detent, tellsDelegate: Bool) {
            self.from = from
            self.to = to
            self.tellsDelegate = tellsDelegate
        }
    }

    public let detents: [Detent]
    /// The detent the sheet rests at; nil until one is chosen, which means the smallest.
    public private(set) var selectedIdentifier: String?
    /// The tallest a sheet can be on the screen it is shown on.
    public let maximumHeight: Int

    /// A sheet with these detents, as the app's code sets them before presenting; nil with the
    /// reason when they are not a valid set (none at all, or one identifier twice: Apple, Detent.Identifier,
    /// identifies the detent, so two with one identifier cannot be told apart).
    public static func make(_ detents: [Detent], maximumHeight: Int) -> Result<SheetDetents, RuleViolation> {
        guard !detents.isEmpty else { return .failure(RuleViolation("a sheet needs at least one detent")) }
        var seen: Set<String> = []
        for detent in detents where !seen.insert(detent.identifier).inserted {
            return .failure(RuleViolation("the detent '\(detent.identifier)' is listed twice; give each detent its own identifier"))
        }
        return .success(SheetDetents(detents: detents, maximumHeight: maximumHeight))
    }

    private init(detents: [Detent], maximumHeight: Int) {
        self.detents = detents
        self.maximumHeight = maximumHeight
    }

    /// The detent the sheet rests at now: the selected one, or the smallest.
    public var current: Detent {
        if let selectedIdentifier, let detent = detents.first(where: { $0.identifier == selectedIdentifier }) { return detent }
        return detents.min { $0.height(maximum: maximumHeight) < $1.height(maximum: maximumHeight) }!
    }

    /// The height the sheet has now.
    public var currentHeight: Int { current.height(maximum: maximumHeight) }

    /// Moves the sheet to the detent named `identifier`.
    public mutating func select(_ identifier: String, by cause: Cause) -> Result<Change, RuleViolation> {
        guard let detent = detents.first(where: { $0.identifier == identifier }) else {
            let known = detents.map(\.identifier).joined(separator: ", ")
            return .failure(RuleViolation("the sheet has no detent '\(identifier)'; its detents are \(known)"))
        }
        let from = current
        guard detent != from else {
            return .failure(RuleViolation("the sheet already rests at its \(identifier) detent"))
        }
        selectedIdentifier = identifier
        return .success(Change(from: from, to: detent, tellsDelegate: cause == .user))
    }
}
