import LifecycleModel

/// The modelled UIKit world of one scenario run: its objects, their states and the recorder.
///
/// The rules live in extensions by concern (`World+Loading.swift`, `World+Navigation.swift`, …);
/// each ordering rule there cites its source.
final class World {
    static let window: ObjectID = "window"
    /// The second scene's window (`open a second scene with root NAME`).
    static let secondWindow: ObjectID = "window2"
    /// The app's own code: whoever runs a step that no modelled object runs.
    static let app: ObjectID = "app"

    let profile: IOSProfile
    let recorder = TraceRecorder()
    let script: Script
    let nibs: Set<String>
    let overrides: [OverrideKey: Override]
    let segues: [String: SegueDeclaration]
    private(set) var participants: [TracedObject] = []
    /// The ids of `participants`, so that each call's check is a lookup, not a search.
    private var participantIDs: Set<ObjectID> = []
    private var identities: [ObjectID: TracedObject] = [:]
    var controllers: [ObjectID: ControllerModel] = [:]
    /// View controllers in the order they were created (memory warnings reach them in this order).
    var creationOrder: [ObjectID] = []
    var views: [ObjectID: ViewModel] = [:]
    /// Where the running step (or override body line) is written, for errors.
    var location: SourceLocation
    var isLaunched = false
    var appState: AppRunState = .notRunning
    /// Whether a second scene of the app is connected and on screen (iPad multitasking).
    var hasSecondScene = false
    var orientation: Orientation = .portrait
    /// The device, and on an iPad the window's size when the user has resized it (nil: full screen).
    let device: Device
    var resizedWindow: Size?
    /// Light or dark, as the user last chose (iOS 13 and later; `switch to dark mode`).
    var interfaceStyle: InterfaceStyle = .light
    /// References the running step's code holds only until the step ends (local variables, or
    /// UIKit holding a view controller it is still setting up).
    var temporaryHolds: [(object: ObjectID, holder: ObjectID)] = []
    /// iOS 17's trait registrations, by the view controller or view they observe, in the order made.
    var traitRegistrations: [ObjectID: [TraitChangeRegistration]] = [:]
    /// What the overrides' bodies have read in tracking methods, in the order first read
    /// (World+Tracking.swift).
    var trackedReads: [TrackedDependency] = []
    /// The overrides running now, innermost last: a `read` belongs to the innermost.
    var runningOverrides: [OverrideKey] = []
    /// Where each deallocated object met its end, for errors that use it again.
    var deallocations: [ObjectID: SourceLocation] = [:]
    /// The rule that places the calls sent here, set by `following(_:_:)`; nil inside a call's
    /// body until its code names one, so that no call inherits a rule from the call it is nested in.
    private(set) var ruleInForce: Rule?

    struct OverrideKey: Hashable {
        var object: ObjectID
        var method: Callback
    }

    init(script: Script) {
        self.script = script
        profile = script.summary.profile
        device = script.device
        nibs = Set(script.nibs)
        overrides = Dictionary(script.overrides.map { (OverrideKey(object: $0.object, method: $0.method), $0) }) { first, _ in first }
        segues = Dictionary(script.segues.map { ($0.identifier, $0) }) { first, _ in first }
        location = SourceLocation(file: "", line: 0, column: 0)
        identify(.uiKit, "UIKit", .system)
        identify(Self.app, "app code", .application)
        for declaration in script.objects {
            switch declaration.kind {
            case .appDelegate: identify(declaration.id, declaration.className, .appDelegate)
            case .sceneDelegate: identify(declaration.id, declaration.className, .sceneDelegate)
            default: continue
            }
        }
        participate(.uiKit)
    }

    // MARK: Participants

    func identify(_ id: ObjectID, _ className: String, _ kind: ObjectKind) {
        if identities[id] == nil { identities[id] = TracedObject(id: id, className: className, kind: kind) }
    }

    /// Adds an object to the trace's participants on its first appearance.
    func participate(_ id: ObjectID) {
        guard let object = identities[id], participantIDs.insert(id).inserted else { return }
        participants.append(object)
    }

    // MARK: Rules

    /// Runs `body` with `rule` placing the calls it sends (those that name no rule of their own).
    @discardableResult
    func following<T>(_ rule: Rule, _ body: () throws(Interruption) -> T) throws(Interruption) -> T {
        let outer = ruleInForce
        ruleInForce = rule
        defer { ruleInForce = outer }
        return try body()
    }

    /// The rule of a call about to be sent: its own, or the one in force; a call with neither is
    /// recorded as `unattributed`, which no catalogue entry is, so the catalogue test names it.
    private func rule(_ explicit: Rule?) -> RuleID {
        (explicit ?? ruleInForce)?.id ?? RuleCatalogue.unattributed
    }

    /// Runs a call's body with no rule in force: what it sends names its own.
    private func insideCall(_ body: () throws(Interruption) -> Void) throws(Interruption) {
        let outer = ruleInForce
        ruleInForce = nil
        defer { ruleInForce = outer }
        try body()
    }

    // MARK: Recording

    /// Sends `method` to `receiver`, recorded under `rule` (or the rule in force); runs UIKit's own
    /// behaviour (`behaviour`, what `[super …]` does) and the scenario's override, if any, nested inside.
    @discardableResult
    func send(
        _ method: Callback, to receiver: ObjectID, from caller: ObjectID, _ arguments: [Argument] = [],
        result: String? = nil, rule explicit: Rule? = nil, behaviour: () throws(Interruption) -> Void = {}
    ) throws(Interruption) -> Int {
        participate(caller)
        participate(receiver)
        return try recorder.call(receiver, method, from: caller, arguments, result: result, rule: rule(explicit)) { () throws(Interruption) in
            try insideCall { () throws(Interruption) in try runBody(of: method, on: receiver, behaviour: behaviour) }
        }
    }

    /// UIKit's behaviour and the scenario's override of `method` on `receiver`.
    private func runBody(of method: Callback, on receiver: ObjectID, behaviour: () throws(Interruption) -> Void) throws(Interruption) {
            guard let override = overrides[OverrideKey(object: receiver, method: method)] else {
                try behaviour()
                return
            }
            if method == .loadView {
                // Seeds 000, 003: an overriding loadView replaces UIKit's; it runs the default only
                // where its body says `super`.
                try run(override, superBehaviour: behaviour)
            } else {
                try behaviour()
                try run(override, superBehaviour: {})
            }
    }

    /// Sends a callback as `send` does, except one of `Callback.recordedOnlyWhenOverridden` that the
    /// scenario does not override on `receiver`: then UIKit's behaviour runs alone, unrecorded, so
    /// that what it forwards to others is still recorded. Nothing is sent where the profile's
    /// UIKit lacks the method.
    func notify(
        _ method: Callback, to receiver: ObjectID, from caller: ObjectID, _ arguments: [Argument] = [],
        rule explicit: Rule? = nil, behaviour: () throws(Interruption) -> Void = {}
    ) throws(Interruption) {
        guard method.exists(in: profile) else { return }
        guard !Callback.recordedOnlyWhenOverridden.contains(method) || overrides[OverrideKey(object: receiver, method: method)] != nil else {
            try insideCall(behaviour)
            return
        }
        try send(method, to: receiver, from: caller, arguments, rule: explicit, behaviour: behaviour)
    }

    /// Sends an action method the app declares (an unwind segue's), recorded under its own
    /// selector; scenarios cannot override it, since it is the app's code already.
    func sendAction(_ selector: String, to receiver: ObjectID, from caller: ObjectID, _ arguments: [Argument] = [], rule explicit: Rule? = nil) throws(Interruption) {
        participate(caller)
        participate(receiver)
        try recorder.call(receiver, selector: selector, from: caller, arguments, rule: rule(explicit))
    }

    func note(_ kind: Note.Kind, _ text: String, objects: [ObjectID] = []) {
        objects.forEach(participate)
        recorder.note(kind, text, objects: objects)
    }

    /// An override's body, line by line, with the overriding object as the caller and `self`.
    private func run(_ override: Override, superBehaviour: () throws(Interruption) -> Void) throws(Interruption) {
        let outer = location
        runningOverrides.append(OverrideKey(object: override.object, method: override.method))
        defer {
            location = outer
            runningOverrides.removeLast()
        }
        for step in override.body {
            location = step.location
            if step.action == .callSuper {
                try superBehaviour()
            } else {
                try perform(step.action, by: override.object)
            }
        }
    }

    // MARK: Errors

    /// A step UIKit forbids, at the running step's location.
    func failure(_ message: String) -> Interruption {
        .failed(ScenarioError(location, message))
    }

    /// Ends the run with a note saying why (a modelled crash or a cut-off loop).
    func halt(_ kind: Note.Kind, _ text: String, objects: [ObjectID] = []) -> Interruption {
        note(kind, text, objects: objects)
        return .halted
    }

    // MARK: Lookup

    func controller(_ id: ObjectID) throws(Interruption) -> ControllerModel {
        guard let controller = controllers[id] else { throw notCreatedYet(id) }
        guard !controller.isDeallocated else { throw usedAfterDealloc(id) }
        return controller
    }

    func view(_ id: ObjectID) throws(Interruption) -> ViewModel {
        guard let view = views[id] else { throw notCreatedYet(id) }
        guard !view.isDeallocated else { throw usedAfterDealloc(id) }
        return view
    }

    /// An object used before any step made it.
    func notCreatedYet(_ id: ObjectID) -> Interruption {
        failure("\(id) does not exist yet; a step must make it first (launch, push, present, add or create)")
    }

    /// A deallocated object used again: say when it went and how to keep it.
    func usedAfterDealloc(_ id: ObjectID) -> Interruption {
        let when = deallocations[id].map { " on line \($0.line)" } ?? ""
        return failure("\(id) was deallocated\(when) when its last owner let go, and cannot be used again; declare it 'kept by NAME' to keep it alive")
    }

    /// The window's size in points: the screen of the profile's typical iPhone or iPad in the
    /// current orientation, or the size the user gave an iPad's window.
    var screenSize: Size {
        if device == .iPad { return resizedWindow ?? fullScreen(portrait: iPadScreen) }
        let portrait: Size
        switch profile {
        case .iOS5: portrait = Size(320, 480)  // iPhone 4
        case .iOS6to12: portrait = Size(375, 667)  // iPhone 8
        case .iOS13to16: portrait = Size(390, 844)  // iPhone 14
        case .iOS17: portrait = Size(393, 852)  // iPhone 15
        // Apple's tech specs: iPhone 16, 2556 × 1179 pixels at 3×; iPhone 17, 2622 × 1206 at 3×.
        case .iOS18: portrait = Size(393, 852)  // iPhone 16
        case .iOS26: portrait = Size(402, 874)  // iPhone 17
        }
        return fullScreen(portrait: portrait)
    }

    private func fullScreen(portrait: Size) -> Size {
        orientation == .portrait ? portrait : Size(portrait.height, portrait.width)
    }

    /// The profile's typical iPad, in portrait (Apple's tech specs: iPad (9th generation), 2160 ×
    /// 1620 pixels at 2×; iPad (10th generation) and iPad (A16), 2360 × 1640 at 2×).
    private var iPadScreen: Size {
        profile >= .iOS17 ? Size(820, 1180) : Size(810, 1080)
    }

    var screenBounds: Rect { Rect(0, 0, screenSize.width, screenSize.height) }
}

extension Argument {
    static func animated(_ value: Bool) -> Argument { Argument("animated", value ? "YES" : "NO") }
}
