import LifecycleModel

/// The modelled UIKit world of one scenario run: its objects, their states and the recorder.
final class World {
    let recorder = TraceRecorder()
    let profile: IOSProfile
    private let declarations: [ObjectID: ObjectDeclaration]
    private(set) var participants: [TracedObject] = []
    private var controllers: [ObjectID: ViewControllerModel] = [:]

    static let window: ObjectID = "window"

    init(script: Script) {
        profile = script.summary.profile
        declarations = Dictionary(uniqueKeysWithValues: script.objects.map { ($0.id, $0) })
        participate(TracedObject(id: .uiKit, className: "UIKit", kind: .system))
    }

    func perform(_ action: Action) {
        switch action {
        case .launch(let root):
            launch(root: root)
        }
    }

    private func participate(_ object: TracedObject) {
        if !participants.contains(where: { $0.id == object.id }) { participants.append(object) }
    }

    private func controller(_ id: ObjectID) -> ViewControllerModel {
        if let existing = controllers[id] { return existing }
        let declaration = declarations[id]!
        participate(TracedObject(id: id, className: declaration.className, kind: .viewController))
        let model = ViewControllerModel(id: id)
        controllers[id] = model
        return model
    }

    /// App launch with a storyboard's initial view controller as the window's root.
    private func launch(root: ObjectID) {
        let vc = controller(root)
        // Seed 000 ("视图的生命历程"): the storyboard unarchives the controller (initWithCoder:),
        // then sends awakeFromNib once its outlets are connected.
        recorder.call(root, "initWithCoder:", from: .uiKit)
        recorder.call(root, "awakeFromNib", from: .uiKit)
        participate(TracedObject(id: Self.window, className: "UIWindow", kind: .window))
        recorder.call(Self.window, "makeKeyAndVisible", from: .uiKit) {
            // The window asks its root view controller for its view, which loads it lazily
            // (seed 002: "the getter of the View property … will call loadView … then viewDidLoad").
            loadViewIfNeeded(vc, caller: Self.window, viaGetter: true)
        }
        appear(vc, animated: false)
    }

    /// The `view` getter: loadView then viewDidLoad, nested inside the getter (seeds 002, 004).
    private func loadViewIfNeeded(_ vc: ViewControllerModel, caller: ObjectID, viaGetter: Bool) {
        recorder.call(vc.id, "view", from: caller) {
            guard !vc.isViewLoaded else { return }
            recorder.call(vc.id, "loadView", from: vc.id)
            vc.isViewLoaded = true
            participate(TracedObject(id: vc.id.rootView, className: "UIView", kind: .view))
            recorder.transition(vc.id, from: .viewNotLoaded, to: .disappeared, via: "loadView")
            recorder.call(vc.id, "viewDidLoad", from: vc.id)
        }
    }

    /// Appearance on screen: will-appear, the layout pass, did-appear (seed 000's order).
    private func appear(_ vc: ViewControllerModel, animated: Bool) {
        let flag = [Argument("animated", animated ? "true" : "false")]
        recorder.call(vc.id, "viewWillAppear:", from: .uiKit, flag)
        recorder.transition(vc.id, from: .disappeared, to: .appearing, via: "viewWillAppear:")
        if profile >= .iOS17 {
            // Apple, viewIsAppearing(_:): called after viewWillAppear, once the view is in the
            // hierarchy and laid out by its superview.
            recorder.call(vc.id, "viewIsAppearing:", from: .uiKit, flag)
        }
        recorder.note(.runLoop, "run loop turn: layout pass")
        // Apple, viewWillLayoutSubviews / viewDidLayoutSubviews: they bracket the layout of the
        // view controller's root view, so its layoutSubviews runs between them, all inside the
        // layer's layout pass (CALayerDelegate layoutSublayersOfLayer:).
        let view = vc.id.rootView
        recorder.call(view, "layoutSublayersOfLayer:", from: .uiKit) {
            recorder.call(vc.id, "viewWillLayoutSubviews", from: view)
            recorder.call(view, "layoutSubviews", from: view)
            recorder.call(vc.id, "viewDidLayoutSubviews", from: view)
        }
        recorder.call(vc.id, "viewDidAppear:", from: .uiKit, flag)
        recorder.transition(vc.id, from: .appearing, to: .appeared, via: "viewDidAppear:")
    }
}

/// What the engine remembers about one view controller.
final class ViewControllerModel {
    let id: ObjectID
    var isViewLoaded = false

    init(id: ObjectID) { self.id = id }
}
