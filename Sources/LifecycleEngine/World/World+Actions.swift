import LifecycleModel

extension World {
    /// Runs one top-level step; the references its code held end with it.
    func perform(_ step: ScriptStep) throws(Interruption) {
        location = step.location
        if appState == .terminated {
            throw failure("the app was terminated; no step can follow 'terminate'")
        }
        try perform(step.action, by: nil)
        try endStep()
    }

    /// Runs one action. `actor` is the object whose code runs it (an override's object), or nil
    /// for a top-level step, whose natural caller each rule picks (the app's code by default).
    /// The calls an action sends itself are the app's code (`Rule.appCode`); what UIKit does in
    /// answer names its own rules.
    func perform(_ action: Action, by actor: ObjectID?) throws(Interruption) {
        try following(.appCode) { () throws(Interruption) in try run(action, by: actor) }
    }

    private func run(_ action: Action, by actor: ObjectID?) throws(Interruption) {
        let caller = actor ?? Self.app
        switch action {
        case .launch(let root): try launch(root: root)
        case .create(let id): try create(id, by: caller)
        case .release(let id): try releaseKept(id)
        case .push(let id, let navigation, let animated): try push(id, onto: navigation, animated: animated, caller: actor)
        case .pop(let navigation, let animated): try pop(navigation, animated: animated, caller: actor)
        case .popToRoot(let navigation, let animated): try popToRoot(navigation, animated: animated, caller: actor)
        case .swipeBack(let navigation, let finishes): try swipeBack(navigation, finishes: finishes)
        case .present(let id, let presenter, let style, let animated):
            try present(id, from: presenter, style: style, animated: animated, caller: actor)
        case .dismiss(let id, let animated): try dismiss(id, animated: animated, caller: actor)
        case .performSegue(let identifier): try performSegue(identifier, caller: actor)
        case .swipeDown(let id, let finishes): try swipeDown(id, finishes: finishes)
        case .resizeWindow(let size): try resizeWindow(to: size)
        case .tapOutside(let id): try tapOutside(id)
        case .dragSheet(let id, let detent): try moveSheet(id, toDetent: detent, by: .user)
        case .setDetent(let id, let detent): try moveSheet(id, toDetent: detent, by: .code)
        case .selectTab(let id, let tabBar): try selectTab(id, in: tabBar)
        case .resizeHostedContent(let id, let size): try resizeHostedContent(id, to: size)
        case .showDetail(let id, let split): try showDetail(id, in: split)
        case .showInSplit(let id, let split): try show(id, inSplit: split)
        case .setDisplayMode(let mode, let split): try setDisplayMode(mode, of: split)
        case .showColumn(let column, let split, let hiding): try showColumn(column, of: split, hiding: hiding)
        case .addChild(let id, let parent): try addChild(id, to: parent, caller: actor)
        case .addChildPartly(let id, let parent, let addsView):
            try addChild(id, to: parent, addsView: addsView, callsDidMove: false, caller: actor)
        case .removeChild(let id): try removeChild(id, caller: actor)
        case .setPreferredContentSize(let id, let size): try setPreferredContentSize(of: id, to: size, caller: caller)
        case .showRepresentable(let representable, let host): try showRepresentable(representable, in: host)
        case .updateRepresentable(let representable): try updateRepresentable(representable)
        case .hideRepresentable(let representable): try hideRepresentable(representable)
        case .swipePage(let id, let forward, let finishes): try swipePage(id, forward ? .forward : .reverse, finishes: finishes)
        case .beginAppearanceTransition(let id, let appearing, let animated):
            try beginAppearanceTransition(id, appearing: appearing, animated: animated, caller: caller)
        case .endAppearanceTransition(let id): try endAppearanceTransition(id, caller: caller)
        case .transitionChildren(let from, let to, let animated): try transitionChildren(from: from, to: to, animated: animated, caller: actor)
        case .addSubview(let child, let parent): try addSubview(child, to: parent, caller: caller)
        case .removeFromSuperview(let id): try removeFromSuperview(id, caller: caller)
        case .setFrame(let id, let frame): try setFrame(id, to: frame, caller: caller)
        case .scroll(let id): try scroll(id)
        case .setNeedsLayout(let id): try setNeedsLayout(id, caller: caller)
        case .layoutIfNeeded(let id): try layoutIfNeeded(id, caller: caller)
        case .setNeedsDisplay(let id, let rect): try setNeedsDisplay(id, in: rect, caller: caller)
        case .sizeToFit(let id): try sizeToFit(id, caller: caller)
        case .accessView(let id):
            try create(id, by: caller)
            try getView(id, by: caller, recorded: true)
        case .isViewLoaded(let id):
            try create(id, by: caller)
            try isViewLoaded(id, by: caller)
        case .viewIfLoaded(let id):
            try create(id, by: caller)
            try viewIfLoaded(id, by: caller)
        case .loadViewIfNeeded(let id):
            try create(id, by: caller)
            try loadViewIfNeeded(id, by: caller)
        case .setView(let id, let view): try setView(of: id, to: view)
        case .callSuper: break  // handled where override bodies run (World.run)
        case .memoryWarning: try memoryWarning()
        case .rotate(let orientation): try rotate(to: orientation)
        case .switchAppearance(let style): try switchAppearance(to: style)
        case .registerForTraitChanges(let id, let registration): try registerForTraitChanges(id, registration, caller: caller)
        case .setNeedsUpdateProperties(let id): try setNeedsUpdateProperties(id, caller: caller)
        case .read(let read): try trackRead(read, by: actor)
        case .changeObserved(let property): try changeObserved(property)
        case .runLoopTurn: try runLoopStep()
        case .enterBackground: try enterBackground()
        case .enterForeground: try enterForeground()
        case .terminate: try terminate()
        case .openSecondScene(let root): try openSecondScene(root: root)
        case .closeSecondScene: try closeSecondScene()
        }
    }
}
