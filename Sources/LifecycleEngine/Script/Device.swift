/// The device a scenario runs on: an iPhone (the default), or an iPad, whose window the user can
/// resize (Split View, Slide Over, Stage Manager).
public enum Device: String, Sendable, Equatable, CaseIterable {
    case iPhone
    case iPad
}
