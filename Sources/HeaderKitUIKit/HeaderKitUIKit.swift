// HeaderKitUIKit binds a header to UIKit views (HeaderViewBinding) and to a
// SwiftUI ScrollView (the headerKit modifier). Every file is behind
// `#if canImport(UIKit)` or `canImport(SwiftUI)`, so on Linux this module is
// empty; the logic it uses lives in HeaderKitDriver, tested everywhere.
