/// A size class (Apple, UIUserInterfaceSizeClass): the coarse width or height a window offers.
public enum UserInterfaceSizeClass: String, Sendable { case compact, regular }
