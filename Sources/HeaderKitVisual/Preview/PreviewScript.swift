/// The JavaScript of preview pages, kept as Swift string literals so the
/// package needs no resources. Each part also runs in Node, which is how the
/// tests compare it with the Swift evaluator.
public enum PreviewScript {}
