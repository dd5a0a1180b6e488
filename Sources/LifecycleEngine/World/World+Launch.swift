import LifecycleModel

extension World {
    /// The app launches: its window gets a root view controller and is made key and visible.
    ///
    /// Seed 000 ("在运行时展示View"): with a main storyboard, UIKit instantiates the initial view
    /// controller (initWithCoder:, awakeFromNib), loads its view when the window asks for it,
    /// calls viewWillAppear:, lays the view out, and calls viewDidAppear:. Without one, the app's
    /// code creates the controller, sets it as root and calls makeKeyAndVisible itself.
    func launch(root: ObjectID) throws(Interruption) {
        guard !isLaunched else { throw failure("the app has already launched; a scenario launches once") }
        isLaunched = true
        let window = makeQuietView(Self.window, className: "UIWindow", frame: screenBounds)
        window.owners.retain(.uiKit)
        let caller: ObjectID
        if case .viewController(.storyboard(let name))? = script.declaration(root)?.kind {
            caller = .uiKit
            let storyboard = self.storyboard(name)
            let declaration = script.declaration(root)!
            makeController(declaration, .plain(.storyboard(name: name)))
            try send(.instantiateInitialViewController, to: storyboard, from: caller, result: root.rawValue) { () throws(Interruption) in
                try unarchive(root, from: storyboard)
            }
            hold(root, by: .uiKit, temporarily: true)
        } else {
            caller = Self.app
            try create(root, by: caller)
        }
        let controller = try self.controller(root)
        if let parent = controller.parent {
            throw failure("cannot launch with root \(root): it is a child of \(parent); launch with \(parent)")
        }
        try send(.setRootViewController, to: Self.window, from: caller, [Argument("rootViewController", root.rawValue)])
        retain(root, by: Self.window)
        try send(.makeKeyAndVisible, to: Self.window, from: caller) { () throws(Interruption) in
            // The window asks its root view controller for its view, which loads lazily (seed 002);
            // seed 002 saw three such requests when loadView never set the view.
            try loadViewToShow(root, by: Self.window, attempts: 3)
            try beginAppearance(root, by: Self.window, animated: false)
            try attach(try requireView(root, by: Self.window), to: Self.window, caller: Self.window)
        }
        try turnRunLoop()
        try secondLayoutPassAtLaunch()
        try endAppearance(root, by: Self.window, animated: false)
    }
}
