public enum HeaderKitRuntimePlaceholder {}
