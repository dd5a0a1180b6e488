/// The traits the model tracks: what rotating an iPhone changes (its vertical size class), what
/// resizing an iPad's window changes (its horizontal size class) and what the user's appearance
/// switch changes (its interface style).
///
/// Apple, "Size classes" (UITraitCollection, verticalSizeClass): an iPhone of the profiles' sizes
/// is regular height in portrait and compact height in landscape; its width is compact in both,
/// so its horizontal size class never changes and is left out (nil). An iPad is regular height in
/// both orientations, and regular width unless its window is narrow (WindowSizeClass).
struct TraitCollection: Equatable, CustomStringConvertible {
    typealias SizeClass = UserInterfaceSizeClass

    var verticalSizeClass: SizeClass
    /// Nil on an iPhone, whose width class never changes.
    var horizontalSizeClass: SizeClass?
    var style: InterfaceStyle

    init(orientation: Orientation, style: InterfaceStyle) {
        verticalSizeClass = orientation == .portrait ? .regular : .compact
        horizontalSizeClass = nil
        self.style = style
    }

    /// An iPad window's traits at this width.
    init(iPadWindowWidth width: Int, style: InterfaceStyle) {
        verticalSizeClass = .regular
        horizontalSizeClass = WindowSizeClass.horizontal(width: width)
        self.style = style
    }

    /// As the trace shows a previous trait collection: `{height regular, light}`, and on an iPad
    /// `{width compact, height regular, light}`.
    var description: String {
        let width = horizontalSizeClass.map { "width \($0.rawValue), " } ?? ""
        return "{\(width)height \(verticalSizeClass.rawValue), \(style.rawValue)}"
    }
}
