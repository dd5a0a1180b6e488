import LifecycleModel

/// Traces shaped like the seeds' logs, rich enough to look at: nesting, returns, notes, frames.
extension Fixtures {
    /// Seed 002's A/B run: launch A, modal segue to B (prepareForSegue, B's view loaded in the
    /// getter), then B dismissed and deallocated.
    static let modalSegue = TraceScript.trace(
        "modal-segue", "Modal segue from A to B, then dismiss", profile: .iOS6to12,
        objects: [.uiKit, .controller("A", "ViewController"), TracedObject(id: "window", className: "UIWindow", kind: .window),
                  .view("A.view"), .controller("B", "SecondViewController"), .view("B.view")],
        steps: ["launch with root A", "tap the button in A: modal segue to B", "tap Dismiss in B"]
    ) { s in
        s.call(.uiKit, "A", "initWithCoder:")
        s.call(.uiKit, "A", "awakeFromNib")
        s.call(.uiKit, "window", "makeKeyAndVisible") {
            s.call("window", "A", "view") {
                s.call("A", "A", "loadView")
                s.move("A", .viewNotLoaded, .disappeared, via: "loadView")
                s.call("A", "A", "viewDidLoad")
            }
        }
        s.call(.uiKit, "A", "viewWillAppear:", .animated(false))
        s.move("A", .disappeared, .appearing, via: "viewWillAppear:")
        s.note(.runLoop, "run loop turn: layout pass")
        s.call(.uiKit, "A.view", "layoutSublayersOfLayer:") {
            s.call("A.view", "A", "viewWillLayoutSubviews")
            s.call("A.view", "A.view", "layoutSubviews")
            s.call("A.view", "A", "viewDidLayoutSubviews")
        }
        s.call(.uiKit, "A", "viewDidAppear:", .animated(false))
        s.move("A", .appearing, .appeared, via: "viewDidAppear:")

        s.step(2)
        s.note(.user, "user taps the button", over: ["A"])
        s.call(.uiKit, "B", "initWithCoder:")
        s.call(.uiKit, "B", "awakeFromNib")
        s.call(.uiKit, "A", "prepareForSegue:sender:", [Argument("segue", "showB"), Argument("sender", "button")])
        s.call(.uiKit, "B", "view") {
            s.call("B", "B", "loadView")
            s.move("B", .viewNotLoaded, .disappeared, via: "loadView")
            s.call("B", "B", "viewDidLoad")
        }
        s.call(.uiKit, "A", "viewWillDisappear:", .animated(true))
        s.move("A", .appeared, .disappearing, via: "viewWillDisappear:")
        s.call(.uiKit, "B", "viewWillAppear:", .animated(true))
        s.move("B", .disappeared, .appearing, via: "viewWillAppear:")
        s.note(.runLoop, "run loop turn: layout pass")
        s.call(.uiKit, "B.view", "layoutSublayersOfLayer:") {
            s.call("B.view", "B", "viewWillLayoutSubviews")
            s.call("B.view", "B.view", "layoutSubviews")
            s.call("B.view", "B", "viewDidLayoutSubviews")
        }
        s.call(.uiKit, "B", "viewDidAppear:", .animated(true))
        s.move("B", .appearing, .appeared, via: "viewDidAppear:")
        s.call(.uiKit, "A", "viewDidDisappear:", .animated(true))
        s.move("A", .disappearing, .disappeared, via: "viewDidDisappear:")

        s.step(3)
        s.note(.user, "user taps Dismiss", over: ["B"])
        s.call("B", "B", "dismissViewControllerAnimated:completion:", [Argument("flag", "true"), Argument("completion", "nil")])
        s.call(.uiKit, "B", "viewWillDisappear:", .animated(true))
        s.move("B", .appeared, .disappearing, via: "viewWillDisappear:")
        s.call(.uiKit, "A", "viewWillAppear:", .animated(true))
        s.move("A", .disappeared, .appearing, via: "viewWillAppear:")
        s.call(.uiKit, "A", "viewDidAppear:", .animated(true))
        s.move("A", .appearing, .appeared, via: "viewDidAppear:")
        s.call(.uiKit, "B", "viewDidDisappear:", .animated(true))
        s.move("B", .disappearing, .disappeared, via: "viewDidDisappear:")
        s.call(.uiKit, "B", "dealloc")
        s.move("B", .disappeared, .deallocated, via: "dealloc")
    }

    /// A navigation controller pushes B over A, then the user taps Back.
    static let navigation = TraceScript.trace(
        "nav-push-pop", "Push B onto a navigation stack, then tap Back",
        objects: [.uiKit, .controller("A", "ListViewController"), .controller("nav", "UINavigationController"),
                  .controller("B", "DetailViewController")],
        steps: ["A pushes B (animated)", "swipe back halfway, then let go", "tap Back"]
    ) { s in
        s.call("A", "nav", "pushViewController:animated:", [Argument("viewController", "B"), Argument("animated", "true")]) {
            s.call("nav", "B", "view") {
                s.call("B", "B", "loadView")
                s.move("B", .viewNotLoaded, .disappeared, via: "loadView")
                s.call("B", "B", "viewDidLoad")
            }
            s.call("nav", "A", "viewWillDisappear:", .animated(true))
            s.move("A", .appeared, .disappearing, via: "viewWillDisappear:")
            s.call("nav", "B", "viewWillAppear:", .animated(true))
            s.move("B", .disappeared, .appearing, via: "viewWillAppear:")
            s.call("nav", "B", "viewIsAppearing:", .animated(true))
        }
        s.note(.runLoop, "run loop turns until the push animation ends")
        s.call("nav", "A", "viewDidDisappear:", .animated(true))
        s.move("A", .disappearing, .disappeared, via: "viewDidDisappear:")
        s.call("nav", "B", "viewDidAppear:", .animated(true))
        s.move("B", .appearing, .appeared, via: "viewDidAppear:")

        s.step(2)
        s.note(.user, "user swipes from the left edge", over: ["nav"])
        s.call(.uiKit, "nav", "popViewControllerAnimated:", .animated(true)) {
            s.call("nav", "B", "viewWillDisappear:", .animated(true))
            s.move("B", .appeared, .disappearing, via: "viewWillDisappear:")
            s.call("nav", "A", "viewWillAppear:", .animated(true))
            s.move("A", .disappeared, .appearing, via: "viewWillAppear:")
        }
        s.note(.user, "user lets go before halfway: the pop is cancelled", over: ["nav"])
        s.call("nav", "A", "viewWillDisappear:", .animated(true))
        s.move("A", .appearing, .disappearing, via: "viewWillDisappear:")
        s.call("nav", "B", "viewWillAppear:", .animated(true))
        s.move("B", .disappearing, .appearing, via: "viewWillAppear:")
        s.call("nav", "A", "viewDidDisappear:", .animated(true))
        s.move("A", .disappearing, .disappeared, via: "viewDidDisappear:")
        s.call("nav", "B", "viewDidAppear:", .animated(true))
        s.move("B", .appearing, .appeared, via: "viewDidAppear:")

        s.step(3)
        s.note(.user, "user taps Back", over: ["nav"])
        s.call(.uiKit, "nav", "popViewControllerAnimated:", .animated(true)) {
            s.call("nav", "B", "viewWillDisappear:", .animated(true))
            s.move("B", .appeared, .disappearing, via: "viewWillDisappear:")
            s.call("nav", "A", "viewWillAppear:", .animated(true))
            s.move("A", .disappeared, .appearing, via: "viewWillAppear:")
            s.call("nav", "A", "viewIsAppearing:", .animated(true))
        }
        s.note(.runLoop, "run loop turns until the pop animation ends")
        s.call("nav", "B", "viewDidDisappear:", .animated(true))
        s.move("B", .disappearing, .disappeared, via: "viewDidDisappear:")
        s.call("nav", "A", "viewDidAppear:", .animated(true))
        s.move("A", .appearing, .appeared, via: "viewDidAppear:")
        s.call("nav", "B", "dealloc")
        s.move("B", .disappeared, .deallocated, via: "dealloc")
    }

    /// Seed 001's view log, then layout and display on later run-loop turns, removal and dealloc.
    static let viewCallbacks = TraceScript.trace(
        "view-callbacks", "A TestView added, laid out, redrawn, removed",
        objects: [.uiKit, .view("container"), .view("v", "TestView")],
        steps: ["add v to container (container is in the window)", "v setNeedsLayout", "v setNeedsDisplay",
                "v removeFromSuperview", "release v"]
    ) { s in
        s.call(.uiKit, "container", "addSubview:", [Argument("view", "v")]) {
            s.call("container", "v", "willMoveToSuperview:", [Argument("newSuperview", "container")])
            s.call("container", "v", "didMoveToSuperview")
            s.move("v", .detached, .inSuperview, via: "didMoveToSuperview")
            s.call("container", "container", "didAddSubview:", [Argument("subview", "v")])
            s.call("container", "v", "willMoveToWindow:", [Argument("newWindow", "window")])
            s.call("container", "v", "didMoveToWindow")
            s.move("v", .inSuperview, .inWindow, via: "didMoveToWindow")
        }
        s.move("v", .inWindow, .needsLayout, via: "addSubview:")
        s.note(.runLoop, "run loop turn: layout pass")
        s.call(.uiKit, "v", "layoutSubviews")
        s.move("v", .needsLayout, .inWindow, via: "layoutSubviews")

        s.step(2)
        s.call(.uiKit, "v", "setNeedsLayout")
        s.move("v", .inWindow, .needsLayout, via: "setNeedsLayout")
        s.note(.runLoop, "run loop turn: layout pass")
        s.call(.uiKit, "v", "layoutSubviews")
        s.move("v", .needsLayout, .inWindow, via: "layoutSubviews")

        s.step(3)
        s.call(.uiKit, "v", "setNeedsDisplay")
        s.move("v", .inWindow, .needsDisplay, via: "setNeedsDisplay")
        s.note(.runLoop, "run loop turn: display pass")
        s.call(.uiKit, "v", "drawRect:", [Argument("rect", "{{0, 0}, {100, 100}}")])
        s.move("v", .needsDisplay, .inWindow, via: "drawRect:")

        s.step(4)
        s.call(.uiKit, "v", "removeFromSuperview") {
            s.call("v", "container", "willRemoveSubview:", [Argument("subview", "v")])
            s.call("v", "v", "willMoveToSuperview:", [Argument("newSuperview", "nil")])
            s.call("v", "v", "willMoveToWindow:", [Argument("newWindow", "nil")])
            s.call("v", "v", "didMoveToWindow")
            s.move("v", .inWindow, .inSuperview, via: "didMoveToWindow")
            s.call("v", "v", "didMoveToSuperview")
            s.move("v", .inSuperview, .detached, via: "didMoveToSuperview")
        }

        s.step(5)
        s.call(.uiKit, "v", "dealloc")
        s.move("v", .detached, .deallocated, via: "dealloc")
    }

    /// Seed 003's endless loop: viewDidLoad asks for the view a loadView never set.
    static let cutOffLoop = TraceScript.trace(
        "loadview-forgets-view", "loadView that never sets the view",
        objects: [.uiKit, TracedObject(id: "window", className: "UIWindow", kind: .window), .controller("B", "BrokenViewController")],
        steps: ["launch with root B"]
    ) { s in
        s.call(.uiKit, "B", "init")
        s.call("B", "B", "initWithNibName:bundle:", [Argument("nibName", "nil"), Argument("bundle", "nil")])
        s.call(.uiKit, "window", "makeKeyAndVisible") {
            s.call("window", "B", "view") {
                s.call("B", "B", "loadView")
                s.call("B", "B", "viewDidLoad") {
                    s.call("B", "B", "view") {
                        s.call("B", "B", "loadView")
                        s.call("B", "B", "viewDidLoad") {
                            s.call("B", "B", "view") {
                                s.call("B", "B", "loadView")
                                s.note(.cutOff, "cut off after 3 rounds: loadView never sets self.view,\nso every access to view loads it again, forever", over: ["B"])
                            }
                        }
                    }
                }
            }
        }
    }

    /// Seed 004: a nib name the bundle does not hold crashes the first access to the view.
    static let crash = TraceScript.trace(
        "missing-nib", "initWithNibName with a nib the bundle lacks",
        objects: [.uiKit, .controller("A", "ViewController"), TracedObject(id: "window", className: "UIWindow", kind: .window)],
        steps: ["create A with nib \"Missing\"", "show A as the window's root"]
    ) { s in
        s.call(.uiKit, "A", "initWithNibName:bundle:", [Argument("nibName", "\"Missing\""), Argument("bundle", "nil")])
        s.step(2)
        s.call(.uiKit, "window", "makeKeyAndVisible") {
            s.call("window", "A", "view") {
                s.call("A", "A", "loadView") {
                    s.note(.crash, "crash: NSInternalInconsistencyException\nCould not load NIB in bundle with name 'Missing'")
                }
            }
        }
    }

    /// Chinese ids, class names, step texts, notes and argument values.
    static let cjk = TraceScript.trace(
        "cjk", "视图控制器的生命周期：首次显示",
        objects: [.uiKit, .controller("首页", "首页控制器"), .view("首页.view", "首页视图"),
                  TracedObject(id: "window", className: "UIWindow", kind: .window)],
        steps: ["启动应用，首页成为根视图控制器", "用户点击“设置”按钮"]
    ) { s in
        s.call(.uiKit, "首页", "initWithCoder:")
        s.call(.uiKit, "window", "makeKeyAndVisible") {
            s.call("window", "首页", "view") {
                s.call("首页", "首页", "loadView")
                s.move("首页", .viewNotLoaded, .disappeared, via: "loadView")
                s.call("首页", "首页", "viewDidLoad")
            }
        }
        s.call(.uiKit, "首页", "setTitle:", [Argument("title", "设置与隐私")])
        s.call(.uiKit, "首页", "viewWillAppear:", .animated(false))
        s.move("首页", .disappeared, .appearing, via: "viewWillAppear:")
        s.note(.runLoop, "运行循环：布局")
        s.call(.uiKit, "首页.view", "layoutSubviews")
        s.call(.uiKit, "首页", "viewDidAppear:", .animated(false))
        s.move("首页", .appearing, .appeared, via: "viewDidAppear:")
        s.step(2)
        s.note(.user, "用户点击“设置”按钮", over: ["首页"])
        s.note(.remark, "注意：viewDidLoad 只调用一次，viewWillAppear: 每次显示都会调用")
    }

    /// A tab bar controller with a navigation controller in its first tab: eight lifelines.
    static let tabs = TraceScript.trace(
        "tabs", "Tab bar with a navigation stack; the second tab loads lazily",
        objects: [.uiKit, TracedObject(id: "window", className: "UIWindow", kind: .window),
                  TracedObject(id: "tabs", className: "UITabBarController", kind: .tabBarController),
                  TracedObject(id: "nav", className: "UINavigationController", kind: .navigationController),
                  .controller("feed", "FeedViewController"), .view("feed.view"),
                  .controller("profile", "ProfileViewController"), .view("profile.view")],
        steps: ["launch with the tab bar controller as root", "select the second tab"]
    ) { s in
        s.call(.uiKit, "window", "makeKeyAndVisible") {
            s.call("window", "tabs", "view") {
                s.call("tabs", "tabs", "loadView")
                s.call("tabs", "tabs", "viewDidLoad")
            }
        }
        s.call(.uiKit, "tabs", "viewWillAppear:", .animated(false))
        s.call("tabs", "nav", "viewWillAppear:", .animated(false)) {
            s.call("nav", "feed", "view") {
                s.call("feed", "feed", "loadView")
                s.move("feed", .viewNotLoaded, .disappeared, via: "loadView")
                s.call("feed", "feed", "viewDidLoad")
            }
            s.call("nav", "feed", "viewWillAppear:", .animated(false))
            s.move("feed", .disappeared, .appearing, via: "viewWillAppear:")
        }
        s.note(.runLoop, "run loop turn: layout pass")
        s.call(.uiKit, "feed.view", "layoutSubviews")
        s.call(.uiKit, "tabs", "viewDidAppear:", .animated(false)) {
            s.call("tabs", "nav", "viewDidAppear:", .animated(false)) {
                s.call("nav", "feed", "viewDidAppear:", .animated(false))
                s.move("feed", .appearing, .appeared, via: "viewDidAppear:")
            }
        }
        s.step(2)
        s.note(.user, "user taps the Profile tab", over: ["tabs"])
        s.call(.uiKit, "tabs", "setSelectedIndex:", [Argument("index", "1")]) {
            s.call("tabs", "profile", "view") {
                s.call("profile", "profile", "loadView")
                s.move("profile", .viewNotLoaded, .disappeared, via: "loadView")
                s.call("profile", "profile", "viewDidLoad")
            }
            s.call("tabs", "nav", "viewWillDisappear:", .animated(false)) {
                s.call("nav", "feed", "viewWillDisappear:", .animated(false))
                s.move("feed", .appeared, .disappearing, via: "viewWillDisappear:")
            }
            s.call("tabs", "profile", "viewWillAppear:", .animated(false))
            s.move("profile", .disappeared, .appearing, via: "viewWillAppear:")
        }
        s.call(.uiKit, "profile.view", "layoutSubviews")
        s.call("tabs", "nav", "viewDidDisappear:", .animated(false)) {
            s.call("nav", "feed", "viewDidDisappear:", .animated(false))
            s.move("feed", .disappearing, .disappeared, via: "viewDidDisappear:")
        }
        s.call("tabs", "profile", "viewDidAppear:", .animated(false))
        s.move("profile", .appearing, .appeared, via: "viewDidAppear:")
    }

    /// A scenario whose middle step makes UIKit call nothing.
    static let emptyStep = TraceScript.trace(
        "empty-step", "A step that calls nothing",
        objects: [.uiKit, .controller("A", "ViewController")],
        steps: ["create A in code", "read A.isViewLoaded", "access A.view"]
    ) { s in
        s.call(.uiKit, "A", "init")
        s.step(3)
        s.call(.uiKit, "A", "view") {
            s.call("A", "A", "loadView")
            s.move("A", .viewNotLoaded, .disappeared, via: "loadView")
            s.call("A", "A", "viewDidLoad")
        }
    }
}
