import LifecycleModel

/// A method a scenario's class overrides, and what its body does, step by step.
///
/// The body runs nested inside the callback, after `[super …]` returns (the usual habit; seed 001's
/// TestView and seed 003's init do so). `loadView` is the exception: an override replaces UIKit's
/// default unless its body says `super` (seeds 000, 003: "do not call [super loadView]").
public struct Override: Sendable, Equatable {
    public var object: ObjectID
    public var method: Callback
    public var body: [ScriptStep]
    public var location: SourceLocation

    public init(object: ObjectID, method: Callback, body: [ScriptStep], location: SourceLocation) {
        self.object = object
        self.method = method
        self.body = body
        self.location = location
    }
}
