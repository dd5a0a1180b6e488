/// The traits the model tracks: what rotating an iPhone changes (its vertical size class) and what
/// the user's appearance switch changes (its interface style).
///
/// Apple, "Size classes" (UITraitCollection, verticalSizeClass): an iPhone of the profiles' sizes
/// is regular height in portrait and compact height in landscape; its width is compact in both,
/// so the horizontal size class never changes here and is left out.
struct TraitCollection: Equatable, CustomStringConvertible {
    enum SizeClass: String { case compact, regular }

    var verticalSizeClass: SizeClass
    var style: InterfaceStyle

    init(orientation: Orientation, style: InterfaceStyle) {
        verticalSizeClass = orientation == .portrait ? .regular : .compact
        self.style = style
    }

    /// As the trace shows a previous trait collection: `{height regular, light}`.
    var description: String { "{height \(verticalSizeClass.rawValue), \(style.rawValue)}" }
}
