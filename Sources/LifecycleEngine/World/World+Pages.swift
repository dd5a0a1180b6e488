import LifecycleModel

extension World {
    /// `[[UIPageViewController alloc] initWithTransitionStyle:…Scroll …]`, its delegate and data
    /// source set, then `setViewControllers:@[first] direction:…Forward animated:YES completion:nil`
    /// (Apple, UIPageViewController: it shows nothing until the app sets its view controllers).
    ///
    /// The first page becomes the page view controller's child without willMoveToParentViewController:
    /// (Content/evidence/so-48653763-page-view-controller-set-first-page.log logs willMove… and
    /// didMove… and shows only the didMove…, after viewDidAppear:).
    func createPageViewController(_ declaration: ObjectDeclaration, pages: [ObjectID], by caller: ObjectID) throws(Interruption) {
        let id = declaration.id
        let first = pages[0]
        try create(first, by: caller)
        let model = makeController(declaration, .pages)
        try send(.initWithTransitionStyle, to: id, from: caller, [
            Argument("style", "UIPageViewControllerTransitionStyleScroll"),
            Argument("navigationOrientation", "UIPageViewControllerNavigationOrientationHorizontal"),
            Argument("options", "nil"),
        ])
        try assignDelegate(of: model, declaration, by: caller)
        try send(.setPageViewControllers, to: id, from: caller, [Argument("viewControllers", first.rawValue), Argument("direction", "forward"), .animated(true)]) { () throws(Interruption) in
            model.pages = PageSequence(pages: pages)
            try keepPage(first, in: model)
            model.unsettledPage = first
        }
    }

    /// The first page appears with its page view controller, and at once: viewWillAppear:,
    /// viewDidAppear:, then didMoveToParentViewController:, all before the first layout pass
    /// (Content/evidence/so-48653763-page-view-controller-set-first-page.log: "viewWillAppear",
    /// "viewDidAppear didMove(toParentViewController:)", then the layout callbacks).
    func showFirstPage(_ page: ObjectID, in pageViewController: ControllerModel, animated: Bool) throws(Interruption) {
        try following(.firstPageAppears) { () throws(Interruption) in try endAppearance(page, by: pageViewController.id, animated: animated) }
        if pageViewController.unsettledPage == page {
            pageViewController.unsettledPage = nil
            try settle(page, in: pageViewController.id, rule: .firstPageAppears)
        }
    }

    /// The user drags the page towards its neighbour and lets go past the middle (`finishes`) or
    /// before it, when the page springs back.
    ///
    /// Data source and delegate: Content/evidence/wisdomskyduan-page-view-controller-swipes-ios9.log
    /// (the questions of PageSequence, then willTransitionToViewControllers: as the drag starts;
    /// didFinishAnimating:previousViewControllers:transitionCompleted: when it ends, completed or
    /// not). Appearance: wangling.me, "The Inconsistent Order of View Transition Events" (2014),
    /// Content/evidence/wangling-page-scroll-2014.log — a completed scroll is "New viewWillAppear,
    /// Current viewWillDisappear, New viewDidAppear, Current viewDidDisappear"; a cancelled one is
    /// "New viewWillAppear, Current viewWillDisappear, Current viewWillAppear, Current viewDidAppear,
    /// New viewWillDisappear, New viewDidDisappear". Where the delegate's calls fall among the
    /// appearance callbacks is our guess: no log shows both.
    func swipePage(_ id: ObjectID, _ direction: PageSequence.Direction, finishes: Bool) throws(Interruption) {
        let pageViewController = try controller(id)
        guard pageViewController.pages != nil else { throw failure("\(id) is not a page view controller") }
        guard isOnScreen(id) else { throw failure("cannot swipe the pages of \(id): it is not on screen") }
        guard let source = liveDelegate(of: pageViewController) else {
            throw failure("\(id) has no data source to ask for the next page; declare one with 'pages \(id) with … delegate NAME'")
        }
        let current = pageViewController.pages!.current
        let drag: PageSequence.Drag
        switch pageViewController.pages!.beginDrag(direction) {
        case .failure(let violation): throw failure(violation.message)
        case .success(let result): drag = result
        }
        let towards = direction == .forward ? "leftwards, towards the next page" : "rightwards, towards the previous page"
        note(.user, "the user drags \(id)'s page \(towards)", objects: [id])
        for question in drag.questions { try ask(source, about: current, direction: question, in: pageViewController) }
        let incoming = drag.incoming
        try send(.pageViewControllerWillTransition, to: source, from: id, [Argument("pageViewController", id.rawValue), Argument("pendingViewControllers", incoming.rawValue)], rule: .pageSwipeAsks)
        // The incoming page is the page view controller's child while it is on screen; UIKit's
        // parent callbacks during a swipe are not modelled (no log shows them).
        try controller(incoming).parent = id
        try following(finishes ? .pageSwipeCompletes : .pageSwipeCancels) { () throws(Interruption) in
            try beginAppearance(incoming, by: id, animated: true)
            try installChildView(incoming, in: pageViewController)
            try beginDisappearance(current, by: id, animated: true)
        }
        try turnRunLoop()
        if finishes {
            note(.user, "the user lifts the finger past the middle: the page turns", objects: [id])
            try following(.pageSwipeCompletes) { () throws(Interruption) in try endAppearance(incoming, by: id, animated: true) }
            try removeChildView(current, in: pageViewController)
            try following(.pageSwipeCompletes) { () throws(Interruption) in try endDisappearance(current, by: id, animated: true) }
            let (previous, question) = pageViewController.pages!.complete(direction)
            controllers[previous]?.parent = nil
            try finishPageTransition(pageViewController, source: source, previous: previous, completed: true)
            try ask(source, about: incoming, direction: question, in: pageViewController)
        } else {
            note(.user, "the user lifts the finger early: the page springs back", objects: [id])
            try following(.pageSwipeCancels) { () throws(Interruption) in
                try beginAppearance(current, by: id, animated: true)
                try endAppearance(current, by: id, animated: true)
                try beginDisappearance(incoming, by: id, animated: true)
            }
            try removeChildView(incoming, in: pageViewController)
            try following(.pageSwipeCancels) { () throws(Interruption) in try endDisappearance(incoming, by: id, animated: true) }
            controllers[incoming]?.parent = nil
            try finishPageTransition(pageViewController, source: source, previous: current, completed: false)
        }
    }

    /// pageViewController:viewControllerAfterViewController: (or …Before…): the data source
    /// returns the neighbour, making it if the app has not yet; the page view controller keeps it.
    private func ask(_ source: ObjectID, about page: ObjectID, direction: PageSequence.Direction, in pageViewController: ControllerModel) throws(Interruption) {
        let answer = pageViewController.pages!.neighbour(of: page, direction)
        let method: Callback = direction == .forward ? .pageViewControllerAfter : .pageViewControllerBefore
        let arguments = [Argument("pageViewController", pageViewController.id.rawValue), Argument("viewController", page.rawValue)]
        try send(method, to: source, from: pageViewController.id, arguments, result: answer?.rawValue ?? "nil", rule: .pageSwipeAsks) { () throws(Interruption) in
            guard let answer else { return }
            try following(.appCode) { () throws(Interruption) in try create(answer, by: source) }
            try keepPage(answer, in: pageViewController)
        }
    }

    private func finishPageTransition(_ pageViewController: ControllerModel, source: ObjectID, previous: ObjectID, completed: Bool) throws(Interruption) {
        try send(.pageViewControllerDidFinish, to: source, from: pageViewController.id, [
            Argument("pageViewController", pageViewController.id.rawValue), Argument("finished", "YES"),
            Argument("previousViewControllers", previous.rawValue), Argument("transitionCompleted", completed ? "YES" : "NO"),
        ], rule: .pageDidFinish)
    }

    /// The page view controller holds every page it has shown or been given (its scroll view
    /// keeps the neighbours), until it goes.
    private func keepPage(_ page: ObjectID, in pageViewController: ControllerModel) throws(Interruption) {
        guard !pageViewController.heldPages.contains(page) else { return }
        pageViewController.heldPages.append(page)
        retain(page, by: pageViewController.id)
        if page == pageViewController.pages?.current { try controller(page).parent = pageViewController.id }
    }
}
