// FrozenSeedHeaders: what FrozenHeadersPlugin generates from the seed specs
// beside this file (links to ../Specs), with --freeze-params. SwiftPM needs
// one Swift file of the target's own to treat it as a Swift target.
