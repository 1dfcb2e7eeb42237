import HeaderKitDiagnostics

extension YAMLReader {
  /// `entries` with each old spelling of a key read as its new one
  /// (`renamed[i].old` as `renamed[i].new`): the old spelling is still read
  /// in 0.x with a `deprecated-key` warning that names the new one; a
  /// mapping with both spellings of one key keeps the new one and is an error.
  mutating func readingOldKeys(
    _ entries: [Entry], _ renamed: [(old: String, new: String)], in context: String
  ) -> [Entry] {
    var read: [Entry] = []
    for var entry in entries {
      guard let rename = renamed.first(where: { $0.old == entry.key }) else {
        read.append(entry)
        continue
      }
      if let current = self.entry(entries, rename.new) {
        report(
          .keyWithOldSpelling(
            rename.old, new: rename.new, in: context, at: entry.keyRange,
            new: current.keyRange))
        continue
      }
      report(.deprecatedKey(rename.old, new: rename.new, in: context, at: entry.keyRange))
      entry.key = rename.new
      read.append(entry)
    }
    return read
  }
}
