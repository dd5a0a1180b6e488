import LifecycleEngine
import LifecycleModel
import Testing

@Suite("AppearanceMachine: a view controller's states, input by input")
struct AppearanceMachineTests {
    @Test("The usual life: load, appear, disappear, deallocate")
    func usualLife() {
        var machine = AppearanceMachine()
        let inputs: [AppearanceMachine.Input] = [.viewLoaded, .beginAppearing, .endAppearing, .beginDisappearing, .endDisappearing, .deallocate]
        let outputs = inputs.map { machine.handle($0) }
        #expect(outputs == [
            .transition(from: .viewNotLoaded, to: .disappeared, via: .loadView),
            .transition(from: .disappeared, to: .appearing, via: .viewWillAppear),
            .transition(from: .appearing, to: .appeared, via: .viewDidAppear),
            .transition(from: .appeared, to: .disappearing, via: .viewWillDisappear),
            .transition(from: .disappearing, to: .disappeared, via: .viewDidDisappear),
            .transition(from: .disappeared, to: .deallocated, via: .dealloc),
        ])
        #expect(machine.state == .deallocated)
    }

    @Test("A cancelled transition turns around: appearing → disappearing, disappearing → appearing")
    func cancelledTransitions() {
        var incoming = AppearanceMachine(state: .appearing)
        let turnedAway = incoming.handle(.beginDisappearing)
        #expect(turnedAway == .transition(from: .appearing, to: .disappearing, via: .viewWillDisappear))
        var outgoing = AppearanceMachine(state: .disappearing)
        let turnedBack = outgoing.handle(.beginAppearing)
        #expect(turnedBack == .transition(from: .disappearing, to: .appearing, via: .viewWillAppear))
    }

    @Test("iOS 5 unloading returns an off-screen view controller to viewNotLoaded")
    func unloading() {
        var machine = AppearanceMachine(state: .disappeared)
        let outputs = [AppearanceMachine.Input.viewUnloaded, .viewLoaded].map { machine.handle($0) }
        #expect(outputs == [
            .transition(from: .disappeared, to: .viewNotLoaded, via: .viewDidUnload),
            .transition(from: .viewNotLoaded, to: .disappeared, via: .loadView),
        ])
    }

    @Test("Unbalanced inputs are rejected and leave the state as it was", arguments: [
        (ViewControllerState.viewNotLoaded, AppearanceMachine.Input.beginAppearing, "a view controller that is viewNotLoaded cannot begin appearing"),
        (.appeared, .beginAppearing, "a view controller that is appeared cannot begin appearing"),
        (.disappeared, .endAppearing, "a view controller that is disappeared cannot finish appearing"),
        (.appearing, .endDisappearing, "a view controller that is appearing cannot finish disappearing"),
        (.appeared, .viewUnloaded, "a view controller that is appeared cannot unload its view"),
        (.appeared, .deallocate, "a view controller that is appeared cannot be deallocated"),
        (.disappeared, .viewLoaded, "a view controller that is disappeared cannot load its view"),
        (.deallocated, .beginAppearing, "a view controller that is deallocated cannot begin appearing"),
    ])
    func rejections(state: ViewControllerState, input: AppearanceMachine.Input, message: String) {
        var machine = AppearanceMachine(state: state)
        let output = machine.handle(input)
        #expect(output == .rejected(message))
        #expect(machine.state == state)
    }
}
