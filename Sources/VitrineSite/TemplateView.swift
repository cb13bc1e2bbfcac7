import Mustache

/// A view model whose computed values templates can read too (Mustache reflection sees stored properties only).
protocol TemplateView: MustacheParent {
    var computedValues: [String: Any] { get }
}

extension TemplateView {
    func child(named name: String) -> Any? {
        if let value = computedValues[name] { return value }
        guard let match = Mirror(reflecting: self).children.first(where: { $0.label == name }) else { return nil }
        return unwrapOptional(match.value)
    }
}

/// The value inside an Optional, nil for `.none`, the value itself when it is not an Optional.
private func unwrapOptional(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map(\.value)
}
