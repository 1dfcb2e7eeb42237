// SeedHeaders: what HeaderKitPlugin generates from the seed specs beside this
// file (links to ../Specs), as in an app, with settable params. SwiftPM needs
// one Swift file of the target's own to treat it as a Swift target.
