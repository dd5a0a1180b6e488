/// The small project `lifeline init` writes: a home page, a page with a diagram block, one
/// scenario and the site settings; it builds and serves with the built-in theme, nothing else.
enum StarterProject {
    /// Each file by its path in the project, in the order `init` lists them.
    static let files: [(path: String, text: String)] = [
        ("Content/site.yml", siteSettings),
        ("Content/index.md", home),
        ("Content/first-diagram.md", firstDiagram),
        ("Content/scenarios/launch.scenario", launch),
    ]

    static let siteSettings = """
        # Site-wide settings.
        # title:    the site's name, in every page's header and <title>.
        # base-url: where the site will be published (https://…/), for sitemap.xml; without it no
        #           sitemap is written. `lifeline build --base-url URL` overrides it.
        # edit-url: optional; a page's source path is appended to it for an "Edit this page" link.
        title: UIKit notes

        """

    static let home = """
        ---
        title: Home
        description: Notes on the UIKit view-controller lifecycle, with diagrams computed by Lifeline.
        ---

        # UIKit notes

        Every diagram here is computed from a scenario by Lifeline's model of UIKit. Start with
        [a first diagram](first-diagram.md).

        Each page is a Markdown file in `Content/`; each scenario in `Content/scenarios/` gets its
        own page, with its trace, its sequence diagram and its path on the state graph.

        """

    static let firstDiagram = """
        ---
        title: A first diagram
        description: What UIKit calls when an app launches with a storyboard, drawn from a scenario.
        order: 1
        ---

        # A first diagram

        The scenario in `Content/scenarios/launch.scenario`, drawn where its block stands:

        ```lifeline
        scenario: launch
        diagram: sequence
        caption: What UIKit calls when the app launches
        ```

        The same launch on the view controller's state graph:

        ```lifeline
        scenario: launch
        diagram: state
        ```

        Change the scenario (declare `controller B: DetailViewController` and add `present B from A`, say)
        and build again: the page follows.

        """

    static let launch = """
        # The app launches; its main storyboard's initial view controller becomes the window's root.
        title: App launch with a storyboard
        profile: iOS 17+
        group: Launch
        description: UIKit unarchives the initial view controller from Main.storyboard, loads its view when the window first asks for it, and shows it.

        controller A: ViewController from storyboard Main

        launch with root A

        """
}
