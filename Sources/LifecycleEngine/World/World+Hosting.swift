import LifecycleModel

/// SwiftUI and UIKit together: a UIHostingController's creation (its view and appearance are a
/// view controller's), a UIViewControllerRepresentable or UIViewRepresentable shown, updated and
/// removed by SwiftUI inside a hosting controller, and a child's preferredContentSize told to its
/// container.
extension World {
    /// `UIHostingController(rootView:)`: the Swift initializer, which delegates to UIKit's designated one.
    func createHostingController(_ id: ObjectID, rootView: String, by caller: ObjectID) throws(Interruption) {
        try send(.initRootView, to: id, from: caller, [Argument("rootView", rootView)]) { () throws(Interruption) in
            try send(.initWithNibNameBundle, to: id, from: id, [Argument("nibName", "nil"), Argument("bundle", "nil")], rule: .hostingInitCallsDesignated)
        }
    }

    /// SwiftUI's body now holds the representable: the coordinator, the view controller (or the
    /// view, for a UIViewRepresentable), its first update, then the view controller joins the
    /// hosting controller as its child (the view, its view hierarchy).
    func showRepresentable(_ representable: ObjectID, in hostID: ObjectID) throws(Interruption) {
        let made = try represented(representable)
        let host = try controller(hostID)
        guard case .plain(.hosting) = host.kind else { throw failure("cannot show \(representable) in \(hostID): it is not a hosting controller") }
        if let parent = controllers[made]?.parent {
            throw failure("\(representable) is already shown: its view controller \(made) is a child of \(parent)")
        }
        if let superview = views[made]?.superview {
            throw failure("\(representable) is already shown: its view \(made) is in \(superview)")
        }
        let makesView = script.declaration(made)?.isViewController == false
        identify(representable, script.declaration(representable)?.className ?? representable.rawValue, .representable)
        note(.remark, "SwiftUI's body of \(hostID) now holds \(representable)", objects: [hostID])
        guard makesView else {
            try following(.representableMakes) { () throws(Interruption) in
                try send(.makeCoordinator, to: representable, from: hostID)
                try send(.makeUIViewController, to: representable, from: hostID, result: made.rawValue) { () throws(Interruption) in
                    // The body of makeUIViewController(context:) is the app's code: `MapViewController()`.
                    try following(.appCode) { () throws(Interruption) in try create(made, by: representable) }
                }
                try send(.updateUIViewController, to: representable, from: hostID, [Argument("uiViewController", made.rawValue)])
            }
            try following(.representableContainment) { () throws(Interruption) in try addChild(made, to: hostID, caller: hostID) }
            return
        }
        try following(.viewRepresentableMakes) { () throws(Interruption) in
            try send(.makeCoordinator, to: representable, from: hostID)
            try send(.makeUIView, to: representable, from: hostID, result: made.rawValue) { () throws(Interruption) in
                // The body of makeUIView(context:) is the app's code: `MKMapView()`.
                try following(.appCode) { () throws(Interruption) in try create(made, by: representable) }
            }
            try send(.updateUIView, to: representable, from: hostID, [Argument("uiView", made.rawValue)])
            let hostView = try requireView(hostID, by: hostID)
            try addSubview(made, to: hostView, caller: hostView)
        }
    }

    /// SwiftUI state the representable reads has changed.
    func updateRepresentable(_ representable: ObjectID) throws(Interruption) {
        let made = try represented(representable)
        if let view = views[made] {
            guard let superview = view.superview else { throw failure("cannot update \(representable): no hosting controller shows it (show it first)") }
            let host = views[superview]?.controller ?? superview
            note(.remark, "SwiftUI state that \(representable) reads changes", objects: [host])
            try send(.updateUIView, to: representable, from: host, [Argument("uiView", made.rawValue)], rule: .viewRepresentableUpdates)
            return
        }
        guard let host = controllers[made]?.parent else { throw failure("cannot update \(representable): no hosting controller shows it (show it first)") }
        note(.remark, "SwiftUI state that \(representable) reads changes", objects: [host])
        try send(.updateUIViewController, to: representable, from: host, [Argument("uiViewController", made.rawValue)], rule: .representableUpdates)
    }

    /// SwiftUI's body no longer holds the representable: dismantle, then the child (or the view) leaves.
    func hideRepresentable(_ representable: ObjectID) throws(Interruption) {
        let made = try represented(representable)
        if let view = views[made] {
            guard let superview = view.superview else { throw failure("cannot hide \(representable): no hosting controller shows it") }
            let host = views[superview]?.controller ?? superview
            note(.remark, "SwiftUI's body of \(host) no longer holds \(representable)", objects: [host])
            try following(.viewRepresentableDismantles) { () throws(Interruption) in
                try send(.dismantleUIView, to: representable, from: host, [Argument("uiView", made.rawValue), Argument("coordinator", "Coordinator")])
                try removeFromSuperview(made, caller: host)
            }
            return
        }
        guard let host = controllers[made]?.parent else { throw failure("cannot hide \(representable): no hosting controller shows it") }
        note(.remark, "SwiftUI's body of \(host) no longer holds \(representable)", objects: [host])
        try following(.representableDismantles) { () throws(Interruption) in
            try send(.dismantleUIViewController, to: representable, from: host, [Argument("uiViewController", made.rawValue), Argument("coordinator", "Coordinator")])
            try removeChild(made, caller: host)
        }
    }

    /// `preferredContentSize = SIZE` on a view controller, from the app's code; its container hears of it.
    func setPreferredContentSize(of id: ObjectID, to size: Size, caller: ObjectID) throws(Interruption) {
        let child = try controller(id)
        try send(.setPreferredContentSize, to: id, from: caller, [Argument("preferredContentSize", size.description)]) { () throws(Interruption) in
            guard let parent = child.parent else {
                note(.remark, "\(id) has no parent: no container hears of its preferred size", objects: [id])
                return
            }
            try send(.preferredContentSizeDidChange, to: parent, from: id, [Argument("container", id.rawValue)], rule: .preferredContentSizeTellsParent)
        }
    }

    /// SwiftUI state changes the ideal size of a hosting controller's content. With
    /// `sizingOptions` holding `.preferredContentSize` the hosting controller sets its own
    /// preferredContentSize to it, and its container hears of it; without, nothing is called.
    func resizeHostedContent(_ id: ObjectID, to size: Size) throws(Interruption) {
        let host = try controller(id)
        guard case .plain(.hosting) = host.kind else { throw failure("cannot resize the SwiftUI content of \(id): it is not a hosting controller") }
        note(.remark, "SwiftUI state changes: \(id)'s content now ideally measures \(size)", objects: [id])
        guard script.declaration(id)?.tracksContentSize == true else {
            note(.remark, "\(id)'s sizingOptions do not hold preferredContentSize, so it keeps its preferredContentSize: nothing is called", objects: [id])
            return
        }
        try following(.hostingSizingTracksContent) { () throws(Interruption) in try setPreferredContentSize(of: id, to: size, caller: id) }
    }

    /// The view controller (or, for a UIViewRepresentable, the view) the representable makes.
    private func represented(_ representable: ObjectID) throws(Interruption) -> ObjectID {
        guard case .representable(let made)? = script.declaration(representable)?.kind else {
            throw failure("\(representable) is not a representable (declare it 'representable NAME: TYPE making NAME')")
        }
        return made
    }
}
