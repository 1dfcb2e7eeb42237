public enum HeaderKitPlaceholder {}
