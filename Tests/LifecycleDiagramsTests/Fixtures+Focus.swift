import LifecycleDiagrams
import LifecycleModel

extension Fixtures {
    /// A trace to be drawn showing only A and B: calls between hidden objects (nav, B.view) with
    /// shown calls nested inside them, calls to and from hidden objects, a hidden self-call between
    /// two shown calls of one activation, a note about a hidden object only, a step whose calls
    /// are all hidden, a hidden object deallocated by a shown one, and a crash on a hidden object.
    static let focused = TraceScript.trace(
        "focus", "A and B, nav folded",
        objects: [.uiKit, .controller("A", "ListViewController"), .controller("nav", "UINavigationController"),
                  .controller("B", "DetailViewController"), .view("B.view")],
        steps: ["launch with root nav", "push B onto nav", "nav lays out", "release nav"]
    ) { s in
        s.call(.uiKit, "nav", "view") {                                            // 1: hidden
            s.call("nav", "nav", "loadView")                                       // 2: hidden
            s.call("nav", "A", "view") {                                           // 3: from UIKit (nav)
                s.call("A", "A", "loadView")                                       // 4
            }
        }
        s.call(.uiKit, "nav", "viewWillAppear:", .animated(false)) {               // 5: hidden
            s.call("nav", "A", "viewWillAppear:", .animated(false))                // 6: from UIKit (nav)
        }
        s.note(.remark, "nav sets up its navigation bar", over: ["nav"])           // about hidden nav only: left out

        s.step(2)
        s.call("A", "nav", "pushViewController:animated:", [Argument("viewController", "B"), Argument("animated", "true")]) { // 7: to UIKit (nav)
            s.call("nav", "B", "view") {                                           // 8: from UIKit (nav), inside 7
                s.call("B", "B.view", "initWithFrame:", [Argument("frame", "{{0, 0}, {393, 852}}")]) // 9: to UIKit (B.view)
                s.call("B", "B", "viewDidLoad")                                    // 10
            }
            s.call("nav", "nav", "updateNavigationBar") {                          // 11: hidden
                s.call("nav", "B", "navigationItem")                               // 12: from UIKit (nav), inside 7 only
            }
        }
        s.note(.runLoop, "run loop turn")                                          // the whole diagram: stays

        s.step(3)
        s.call(.uiKit, "nav", "viewWillLayoutSubviews")                            // 13: hidden; the step says so

        s.step(4)
        s.call(.uiKit, "nav", "dealloc") {                                         // 14: hidden
            s.call("nav", "B", "dealloc") {                                        // 15: from UIKit (nav); B ends
                s.call("B", "B.view", "dealloc")                                   // 16: to UIKit (B.view); UIKit does not end
            }
        }
        s.note(.crash, "B.view is released twice", over: ["B.view"])               // ends the run: stays, on UIKit
    }

    /// What `focused` is drawn with.
    static let showingAAndB = SequenceFocus(showing: ["A", "B"])
}
