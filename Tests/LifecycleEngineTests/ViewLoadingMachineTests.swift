import LifecycleEngine
import LifecycleModel
import Testing

@Suite("ViewLoadingMachine: the view getter, input by input")
struct ViewLoadingMachineTests {
    @Test("A loaded view is returned without loading", arguments: IOSProfile.allCases)
    func loadedView(profile: IOSProfile) {
        var machine = ViewLoadingMachine(profile: profile)
        let output1 = machine.handle(.viewRequested(viewIsSet: true))
        #expect(output1 == .returnView)
        #expect(machine.activeLoads == 0)
    }

    @Test("A nil view: loadView, then viewDidLoad, then the view", arguments: IOSProfile.allCases)
    func lazyLoad(profile: IOSProfile) {
        var machine = ViewLoadingMachine(profile: profile)
        let output2 = machine.handle(.viewRequested(viewIsSet: false))
        #expect(output2 == .callLoadView)
        let output3 = machine.handle(.loadViewReturned(viewIsSet: true))
        #expect(output3 == .callViewDidLoad)
        let output4 = machine.handle(.viewDidLoadReturned(viewIsSet: true))
        #expect(output4 == .returnView)
        #expect(machine.activeLoads == 0)
    }

    @Test("iOS 5: a loadView that sets no view gets no viewDidLoad (seed 002)")
    func oldForgottenView() {
        var machine = ViewLoadingMachine(profile: .iOS5)
        let output5 = machine.handle(.viewRequested(viewIsSet: false))
        #expect(output5 == .callLoadView)
        let output6 = machine.handle(.loadViewReturned(viewIsSet: false))
        #expect(output6 == .returnNil)
        #expect(machine.activeLoads == 0)
        // The next access starts over: loadView again.
        let output7 = machine.handle(.viewRequested(viewIsSet: false))
        #expect(output7 == .callLoadView)
    }

    @Test("iOS 6 and later: viewDidLoad follows loadView even without a view (kingcos's iOS 10 log, seed 003)", arguments: [IOSProfile.iOS6to12, .iOS13to16, .iOS17])
    func modernForgottenView(profile: IOSProfile) {
        var machine = ViewLoadingMachine(profile: profile)
        let output8 = machine.handle(.viewRequested(viewIsSet: false))
        #expect(output8 == .callLoadView)
        let output9 = machine.handle(.loadViewReturned(viewIsSet: false))
        #expect(output9 == .callViewDidLoad)
        let output10 = machine.handle(.viewDidLoadReturned(viewIsSet: false))
        #expect(output10 == .returnNil)
        #expect(machine.activeLoads == 0)
    }

    @Test("Re-entering the getter while it loads is cut off after three levels")
    func reentryIsCutOff() {
        var machine = ViewLoadingMachine(profile: .iOS6to12)
        for level in 1...ViewLoadingMachine.reentryLimit {
            let output11 = machine.handle(.viewRequested(viewIsSet: false))
            #expect(output11 == .callLoadView)
            #expect(machine.activeLoads == level)
            let output12 = machine.handle(.loadViewReturned(viewIsSet: false))
            #expect(output12 == .callViewDidLoad)
        }
        let output13 = machine.handle(.viewRequested(viewIsSet: false))
        #expect(output13 == .cutOff)
    }

    @Test("A view set during loading is returned to a nested getter")
    func nestedGetterAfterViewIsSet() {
        var machine = ViewLoadingMachine(profile: .iOS17)
        let output14 = machine.handle(.viewRequested(viewIsSet: false))
        #expect(output14 == .callLoadView)
        let output15 = machine.handle(.loadViewReturned(viewIsSet: true))
        #expect(output15 == .callViewDidLoad)
        let output16 = machine.handle(.viewRequested(viewIsSet: true))
        #expect(output16 == .returnView)
        let output17 = machine.handle(.viewDidLoadReturned(viewIsSet: true))
        #expect(output17 == .returnView)
    }
}
