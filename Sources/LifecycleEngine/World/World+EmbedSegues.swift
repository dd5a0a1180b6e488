import LifecycleModel

extension World {
    /// The embed segues of a storyboard view controller whose view has just been unarchived: for
    /// each container view, UIKit instantiates the destination from the storyboard, calls the
    /// source's prepareForSegue:sender:, and adds the destination as a child — addChildViewController:
    /// (willMoveToParentViewController:), its view into the container view, didMoveToParentViewController:.
    ///
    /// Apple documents the parts: prepareForSegue:sender: comes before the destination is shown
    /// (prepareForSegue:sender:), and "if the relationship represents containment, the child view
    /// controller is instantiated when its parent is" (View Controller Programming Guide, as
    /// quoted by Carl Parker's gist "Instantiate View Controller with Storyboard ID"). That UIKit
    /// does all of it inside the source's loadView — so before the source's viewDidLoad — and in
    /// this order is our guess: no published device log shows an embed segue.
    func performEmbedSegues(of controller: ControllerModel) throws(Interruption) {
        for segue in script.segues where segue.source == controller.id && segue.kind == .embed {
            let source = controller.id
            // A view loaded again (after an iOS 5 memory warning) finds its child still there; that
            // UIKit then embeds nothing new is our guess.
            if controllers[segue.destination]?.parent == source { continue }
            try following(.embedSegue) { () throws(Interruption) in
                try create(segue.destination, by: source)
                try send(.prepareForSegue, to: source, from: .uiKit, [Argument("segue", segue.identifier), Argument("sender", "nil")])
                try addChild(segue.destination, to: source, caller: .uiKit)
            }
        }
    }
}
