/// Springs' parameters, starts and times from one end of the doubles to the
/// other, for the runtime's envelope tests and the preview's bit-identity
/// tests alike.
public enum SpringEnvelopeGrid {
  /// Natural frequencies ω, rad/s.
  public static let omegas = [
    1e-300, 1e-10, 1, 4 * Double.pi, 1e10, 1e154, 1e300, .greatestFiniteMagnitude,
  ]
  /// Damping ratios ζ, each side of 1 and at it.
  public static let ratios = [
    1e-308, 1e-10, 0.5, 1.nextDown, 1, 1.nextUp, 1.0001, 2, 1e10, 1e160, 1e308,
    .greatestFiniteMagnitude,
  ]
  /// Displacements and velocities at the start.
  public static let starts: [(Double, Double)] = [
    (1, 0), (-1, 0), (0, 1), (3, -7), (-1e300, 0), (0, 1e300), (1e308, -1e308),
    (-2e-300, 0x1p-1030),
  ]
  /// Seconds since the start.
  public static let times = [
    0, 1e-300, 1e-154, 1e-4, 0.1, 1, 1e3, 1e10, 1e154, 1e300, .greatestFiniteMagnitude,
  ]
}
