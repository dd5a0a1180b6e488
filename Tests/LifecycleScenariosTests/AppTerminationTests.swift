import LifecycleModel
import Testing

/// Closing the app in the app switcher, with and without scenes, from the foreground and from the
/// background (rules app.close-in-switcher-*).
@Suite("Closing the app in the app switcher")
struct AppTerminationTests {
    static let appDelegateApp = """
        title: T
        profile: iOS 6-12
        app delegate D: AppDelegate
        controller A: ViewController in code
        setup
          launch with root A

        """

    @Test("Without scenes, from the foreground: resign, background, the root disappears, applicationWillTerminate:")
    func withoutScenesActive() throws {
        let dump = try trace(Self.appDelegateApp + "terminate\n", path: "t.scenario").textDump
        #expect(dump == """
            # test: T (iOS 6-12)
            ## step 1: terminate
              -- user: the user closes the app in the app switcher  @ t.scenario:7:1
            1 UIKit -> D applicationWillResignActive: (application: UIApplication)  @ t.scenario:7:1
            2 UIKit -> D applicationDidEnterBackground: (application: UIApplication)  @ t.scenario:7:1
            3 window -> A viewWillDisappear: (animated: NO)  @ t.scenario:7:1
              == A viewController: appeared -> disappearing  @ t.scenario:7:1
            4 window -> A viewDidDisappear: (animated: NO)  @ t.scenario:7:1
              == A viewController: disappearing -> disappeared  @ t.scenario:7:1
            5 UIKit -> D applicationWillTerminate: (application: UIApplication)  @ t.scenario:7:1
              -- remark: the system ends the app's process: no object is deallocated  @ t.scenario:7:1

            """)
    }

    @Test("Without scenes, from the background: the app is suspended, and ends without a callback")
    func withoutScenesSuspended() throws {
        let dump = try trace(Self.appDelegateApp + "enter background\nterminate\n", path: "t.scenario").textDump
        #expect(dump.hasSuffix("""
            ## step 2: terminate
              -- user: the user closes the app in the app switcher  @ t.scenario:8:1
              -- remark: the app is suspended in the background: the system ends its process without a callback  @ t.scenario:8:1

            """))
    }

    @Test("With scenes, from the foreground: resign, disconnect, discard, the root disappears, applicationWillTerminate:")
    func withScenesActive() throws {
        let source = """
            title: T
            profile: iOS 17+
            app delegate D: AppDelegate
            scene delegate S: SceneDelegate
            controller A: ViewController in code
            setup
              launch with root A
            terminate

            """
        let calls = try trace(source, path: "t.scenario").calls.map { "\($0.receiver) \($0.method)" }
        #expect(calls == [
            "S sceneWillResignActive:", "S sceneDidDisconnect:", "D application:didDiscardSceneSessions:",
            "A viewWillDisappear:", "A viewDidDisappear:", "D applicationWillTerminate:",
        ])
    }
}
