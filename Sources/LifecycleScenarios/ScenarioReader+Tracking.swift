import LifecycleEngine
import LifecycleModel

/// The steps of iOS 26's properties update and of UIKit's tracking: `setNeedsUpdateProperties`,
/// `read` (in the body of a tracking method's override) and `change`.
extension ScenarioReader {
    /// `setNeedsUpdateProperties NAME`: a view controller, a view or a root view (`A.view`).
    func setNeedsUpdatePropertiesStep(_ line: SourceLine) throws(ScenarioError) -> Action {
        var cursor = WordCursor(line, from: 1, usage: "setNeedsUpdateProperties NAME")
        let word = try cursor.next()
        try cursor.end()
        guard profile >= .iOS26 else {
            throw ScenarioError(line.location(of: line.words[0]), "setNeedsUpdateProperties arrived in iOS 26 (Apple, UIView.setNeedsUpdateProperties()); this scenario's profile is \(profile.rawValue): choose 'profile: iOS 26'")
        }
        let isController = declarations.first { $0.id.rawValue == word.text }?.isViewController == true
        return .setNeedsUpdateProperties(try resolve(word, line, as: isController ? .anyController : .viewOrRoot))
    }

    /// `read trait TRAIT` or `read MODEL.PROPERTY`, in the body of an override UIKit tracks.
    func readStep(_ line: SourceLine, in context: BodyContext?) throws(ScenarioError) -> Action {
        let usage = "read trait TRAIT | read MODEL.PROPERTY"
        guard let context, TrackingMethod.all.contains(context.method) else {
            let methods = TrackingMethod.all.map(\.selector).joined(separator: ", ")
            throw ScenarioError(line.location(of: line.words[0]), "'read' belongs in the body of an override of a method UIKit tracks (\(methods)): what the code reads there is what UIKit tracks")
        }
        var cursor = WordCursor(line, from: 1, usage: usage)
        if cursor.accept("trait") {
            let word = try cursor.next()
            try cursor.end()
            guard let trait = ObservedTrait(rawValue: word.text) else {
                let known = ObservedTrait.allCases.map(\.rawValue)
                throw ScenarioError(line.location(of: word), "unknown trait '\(word.text)'" + Suggestion.nearestOrList(to: word.text, in: known))
            }
            guard profile >= .iOS18 else {
                throw ScenarioError(line.location(of: line.words[0]), "automatic trait tracking arrived in iOS 18 (Apple, Automatic trait tracking); this scenario's profile is \(profile.rawValue): choose 'profile: iOS 18' or later, or register for the trait's changes")
            }
            return .read(.trait(trait))
        }
        let property = try observedProperty(&cursor)
        try cursor.end()
        guard profile >= .iOS26 else {
            throw ScenarioError(line.location(of: line.words[0]), "automatic observation tracking is on by default from iOS 26 (Apple, Updating views automatically with observation tracking in UIKit); this scenario's profile is \(profile.rawValue): choose 'profile: iOS 26'")
        }
        return .read(.observed(property))
    }

    /// `change MODEL.PROPERTY`: the app's code sets a property of an `@Observable` object.
    func changeStep(_ line: SourceLine) throws(ScenarioError) -> Action {
        var cursor = WordCursor(line, from: 1, usage: "change MODEL.PROPERTY")
        let property = try observedProperty(&cursor)
        try cursor.end()
        guard profile >= .iOS26 else {
            throw ScenarioError(line.location(of: line.words[0]), "automatic observation tracking is on by default from iOS 26 (Apple, Updating views automatically with observation tracking in UIKit); this scenario's profile is \(profile.rawValue): choose 'profile: iOS 26'")
        }
        return .changeObserved(property)
    }

    /// `model.count`: an object's name and a property's, each a plain identifier.
    private func observedProperty(_ cursor: inout WordCursor) throws(ScenarioError) -> String {
        let word = try cursor.next()
        let parts = word.text.split(separator: ".", omittingEmptySubsequences: false)
        let isIdentifier = { (part: Substring) in
            part.first.map { $0.isLetter || $0 == "_" } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard parts.count == 2, parts.allSatisfy(isIdentifier) else {
            throw ScenarioError(cursor.line.location(of: word), "expected an observable object's property, as in 'model.count', not '\(word.text)'")
        }
        return word.text
    }

    /// Every `change` names a property some override reads: else the change would mark nothing,
    /// which is a typo far more often than a point.
    func checkChangesAreRead() throws(ScenarioError) {
        let read = Set(overrides.flatMap(\.body).compactMap { step -> String? in
            if case .read(.observed(let property)) = step.action { return property }
            return nil
        })
        for step in steps + overrides.flatMap(\.body) {
            guard case .changeObserved(let property) = step.action, !read.contains(property) else { continue }
            let hint = Suggestion.nearest(to: property, in: read.sorted())
            throw ScenarioError(step.location, "nothing reads \(property), so changing it invalidates nothing; write 'read \(property)' in an override of a method UIKit tracks" + hint)
        }
    }
}
