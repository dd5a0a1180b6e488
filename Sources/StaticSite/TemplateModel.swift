import Mustache

/// A template context that names its values itself: swift-mustache asks `child(named:)` instead
/// of looking every `{{name}}` up through `Mirror`, which was most of a page's rendering time.
/// Give it exactly the stored properties, so that `TemplateLibrary`'s name check (which reads
/// them through `Mirror`, once per template and model type) stays true.
public protocol TemplateModel: MustacheParent {}
