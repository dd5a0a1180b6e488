import LifecycleModel

/// The sources of the SwiftUI hosting rules and of preferredContentSize (Rule+Hosting.swift).
extension RuleSource {
    private static let swiftUI = "https://developer.apple.com/documentation/swiftui/"

    static let hostingControllerDoc = RuleSource.apple(title: "UIHostingController", url: swiftUI + "uihostingcontroller")
    static let sizingOptionsDoc = RuleSource.apple(title: "UIHostingController.sizingOptions", url: swiftUI + "uihostingcontroller/sizingoptions")
    static let hostingLoadViewDoc = RuleSource.apple(title: "UIHostingController.loadView()", url: swiftUI + "uihostingcontroller/loadview()")
    static let makeCoordinatorDoc = RuleSource.apple(
        title: "UIViewControllerRepresentable.makeCoordinator()", url: swiftUI + "uiviewcontrollerrepresentable/makecoordinator()-9vwm8")
    static let makeUIViewControllerDoc = RuleSource.apple(
        title: "UIViewControllerRepresentable.makeUIViewController(context:)", url: swiftUI + "uiviewcontrollerrepresentable/makeuiviewcontroller(context:)")
    static let updateUIViewControllerDoc = RuleSource.apple(
        title: "UIViewControllerRepresentable.updateUIViewController(_:context:)", url: swiftUI + "uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)")
    static let dismantleUIViewControllerDoc = RuleSource.apple(
        title: "UIViewControllerRepresentable.dismantleUIViewController(_:coordinator:)",
        url: swiftUI + "uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)")
    static let viewRepresentableDoc = RuleSource.apple(title: "UIViewRepresentable", url: swiftUI + "uiviewrepresentable")
    static let makeUIViewDoc = RuleSource.apple(title: "UIViewRepresentable.makeUIView(context:)", url: swiftUI + "uiviewrepresentable/makeuiview(context:)")
    static let updateUIViewDoc = RuleSource.apple(title: "UIViewRepresentable.updateUIView(_:context:)", url: swiftUI + "uiviewrepresentable/updateuiview(_:context:)")
    static let dismantleUIViewDoc = RuleSource.apple(
        title: "UIViewRepresentable.dismantleUIView(_:coordinator:)", url: swiftUI + "uiviewrepresentable/dismantleuiview(_:coordinator:)")
    static let swiftUIWithAppKit = RuleSource.apple(
        title: "WWDC 2022 session 10075, Use SwiftUI with AppKit (the representables' life cycle: coordinator, make, update, dismantle)",
        url: "https://developer.apple.com/videos/play/wwdc2022/10075/")
    static let swiftInitializerDelegation = RuleSource.apple(
        title: "The Swift Programming Language: Initialization, Initializer Delegation for Class Types",
        url: "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/initialization/#Initializer-Delegation-for-Class-Types")
    static let preferredContentSizeDoc = RuleSource.apple(
        title: "UIViewController.preferredContentSize", url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize")
    static let preferredContentSizeDidChangeDoc = RuleSource.apple(
        title: "UIContentContainer.preferredContentSizeDidChange(forChildContentContainer:)",
        url: "https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)")
    static let presentationControllersWWDC2014 = RuleSource.apple(
        title: "WWDC 2014 session 228, A Look Inside Presentation Controllers (a child sets preferredContentSize; its container hears preferredContentSizeDidChangeForChildContentContainer:)",
        url: "https://developer.apple.com/videos/play/wwdc2014/228/")
}
