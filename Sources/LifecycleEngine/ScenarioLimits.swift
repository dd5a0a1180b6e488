/// How large a scenario may be: checked as it is read and as it runs, so that hostile or
/// mistaken text is refused at its line in bounded time and memory, before anything is drawn.
///
/// The canonical scenarios stay far below (the largest, `everything`, is under 100 lines). A
/// scenario of a million push/pop steps once took 8 GB before it failed, and 20,000 nested views
/// 85 s; the limits leave room for any scenario a reader follows and stop such text at its first
/// line past them.
/// Content/scenario-language.md gives the numbers.
public enum ScenarioLimits {
    /// Bytes on one line of a scenario (the longest canonical line holds 625).
    public static let maximumLineLength = 4_000
    /// Steps of a scenario: top-level steps, `setup` steps and override bodies' lines together.
    public static let maximumSteps = 2_000
    /// Objects a scenario declares (view controllers, containers, views, segues).
    public static let maximumObjects = 500
    /// Levels of views inside views, counted from the view that is in no superview.
    public static let maximumViewDepth = 100
    /// Calls and notes a run may make: the most a sequence diagram draws (about 1 KB of SVG and up
    /// to 60 pt of height each, so 5,000 make a 5 MB picture some 100 m tall).
    public static let maximumEvents = 5_000
}
