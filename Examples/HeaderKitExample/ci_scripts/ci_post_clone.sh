#!/bin/sh
# Xcode Cloud runs ci_scripts/ci_post_clone.sh after cloning, from the
# ci_scripts folder beside the project, workspace or package it builds (here
# Package.swift; in an app, the .xcodeproj). The HeaderKit plugin runs the
# headerkit tool, which Xcode builds for the Mac it builds on, with libyaml;
# and on Xcode Cloud no one can click the plugin's Trust & Enable.
set -eu

# libyaml's headers, library and yaml-0.1.pc: Xcode finds the .pc through
# HeaderKit's .brew(["libyaml"]) provider, in $(brew --prefix)/opt/libyaml.
brew install libyaml

# Run package plugins without asking, as xcodebuild -skipPackagePluginValidation
# does; the key is spelt as Xcode spells it ("Validatation").
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
