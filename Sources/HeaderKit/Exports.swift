// HeaderKit is the authoring library: an author imports it and reads,
// compiles, lints, evaluates and tests specs. Reading and compiling live in
// HeaderKitCompiler only so that the plugin's tool can link them without the
// rest; re-exporting it keeps one import and one API for an author.
@_exported public import HeaderKitCompiler
