import LifecycleModel
import LifecycleScenarios
import Testing

/// The SwiftUI hosting lines and steps, refused exactly: reading errors quote the usage, and what
/// SwiftUI cannot do at that moment stops the run at the step.
@Suite("Scenario language: SwiftUI hosting and preferredContentSize errors, exactly")
struct HostingErrorTests {
    @Test("Declaration errors", arguments: [
        ("hosting H with", "bad.scenario:12:15: error: the line ends too early; expected 'hosting NAME[: CLASS] with VIEW [sizing preferred content size] [kept by NAME]'"),
        ("hosting H ContentView", "bad.scenario:12:11: error: unexpected 'ContentView'; expected 'hosting NAME[: CLASS] with VIEW [sizing preferred content size] [kept by NAME]'"),
        ("hosting H with Content-View", "bad.scenario:12:16: error: 'Content-View' is not a SwiftUI view's type name; expected a name like ContentView"),
        ("representable R making A", "bad.scenario:12:15: error: expected ':' and a class name after 'R'; expected 'representable NAME: TYPE making NAME'"),
        // A view is what a UIViewRepresentable makes; a view controller must be free of containers.
        ("representable R: MapView making T", nil),
        ("representable R: MapView making A", "bad.scenario:12:33: error: A is declared as a child of nav (line 5), so it can only appear inside nav; a view controller has one container at a time"),
        ("controller X: UIHostingController in code", "bad.scenario:12:15: error: UIHostingController is declared with 'hosting NAME with VIEW' (its SwiftUI root view's type)"),
    ] as [(String, String?)])
    func declarations(line: String, message: String?) {
        if let message {
            #expect(throws: ParserErrorTests.error(message)) { try ParserErrorTests.parse(ParserErrorTests.base + line + "\n") }
        } else {
            #expect(throws: Never.self) { try ParserErrorTests.parse(ParserErrorTests.base + line + "\n") }
        }
    }

    static let hosting = ParserErrorTests.base + "hosting H with MapScreen\ncontroller M: MapViewController in code\nrepresentable R: MapView making M\n"

    @Test("Step errors", arguments: [
        ("show R in A", "bad.scenario:15:11: error: A is not a hosting controller; declare one with 'hosting NAME with VIEW'"),
        ("show A in H", "bad.scenario:15:6: error: A is not a representable; declare one with 'representable NAME: TYPE making A'"),
        ("push R onto nav", "bad.scenario:15:6: error: R is a SwiftUI representable; only 'show', 'update' and 'hide' name it"),
        ("update R now", "bad.scenario:15:10: error: unexpected 'now'; expected 'update REPRESENTABLE'"),
        ("set preferredContentSize of C to 320", "bad.scenario:15:37: error: the line ends too early; expected 'set preferredContentSize of NAME to WIDTH HEIGHT'"),
        ("set preferredContentSize of T to 1 2", "bad.scenario:15:29: error: T is a view, but a view controller is needed here"),
    ])
    func steps(line: String, message: String) {
        #expect(throws: ParserErrorTests.error(message)) { try ParserErrorTests.parse(Self.hosting + line + "\n") }
    }

    @Test("sizingOptions need iOS 16, and 'resize content' a hosting controller")
    func sizing() {
        #expect(throws: ParserErrorTests.error("bad.scenario:3:1: error: a hosting controller's sizingOptions arrived in iOS 16, and the 'iOS 13-16' profile also covers iOS 13 to 15: 'sizing preferred content size' needs the 'iOS 17+' profile or a later one")) {
            try ParserErrorTests.parse("title: T\nprofile: iOS 13-16\nhosting H with ContentView sizing preferred content size\n")
        }
        #expect(throws: ParserErrorTests.error("bad.scenario:15:19: error: A is not a hosting controller; declare one with 'hosting NAME with VIEW'")) {
            try ParserErrorTests.parse(Self.hosting + "resize content of A to 200 80\n")
        }
        #expect(throws: ParserErrorTests.error("bad.scenario:15:25: error: the line ends too early; expected 'resize content of HOSTING to WIDTH HEIGHT'")) {
            try ParserErrorTests.parse(Self.hosting + "resize content of H to 2\n")
        }
        // Without the sizing option, SwiftUI's new size changes nothing UIKit calls.
        let plain = "title: T\nhosting H with BadgeView\nlaunch with root H\nresize content of H to 200 80\n"
        #expect(throws: Never.self) { try trace(plain) }
        #expect((try? trace(plain).events.filter { $0.step == 2 }.compactMap(\.call)) == [])
    }

    @Test("SwiftUI needs iOS 13: a hosting controller on an older profile is refused at its line")
    func profile() {
        #expect(throws: ParserErrorTests.error("bad.scenario:3:1: error: UIHostingController ('hosting') arrived with SwiftUI in iOS 13: it needs the 'iOS 13-16' profile or a later one")) {
            try ParserErrorTests.parse("title: T\nprofile: iOS 6-12\nhosting H with ContentView\n")
        }
    }

    @Test("What SwiftUI cannot do now stops the run at the step")
    func runErrors() {
        let hosting = "title: T\nhosting H with MapScreen\ncontroller M: MapViewController in code\nrepresentable R: MapView making M\nlaunch with root H\n"
        #expect(throws: ParserErrorTests.error("test.scenario:6:1: error: cannot update R: no hosting controller shows it (show it first)")) {
            try trace(hosting + "update R\n")
        }
        #expect(throws: ParserErrorTests.error("test.scenario:7:1: error: R is already shown: its view controller M is a child of H")) {
            try trace(hosting + "show R in H\nshow R in H\n")
        }
        #expect(throws: ParserErrorTests.error("test.scenario:6:1: error: R is a SwiftUI representable, which SwiftUI makes itself; show it in a hosting controller ('show R in NAME')")) {
            try trace(hosting + "create R\n")
        }
        let viewHosting = "title: T\nhosting H with MapScreen\nview M: MKMapView\nrepresentable R: MapPreview making M\nlaunch with root H\n"
        #expect(throws: ParserErrorTests.error("test.scenario:7:1: error: R is already shown: its view M is in H.view")) {
            try trace(viewHosting + "show R in H\nshow R in H\n")
        }
        #expect(throws: ParserErrorTests.error("test.scenario:6:1: error: cannot hide R: no hosting controller shows it")) {
            try trace(viewHosting + "hide R\n")
        }
    }
}
