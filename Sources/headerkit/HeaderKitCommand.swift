import ArgumentParser

@main
struct HeaderKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "headerkit")
}
