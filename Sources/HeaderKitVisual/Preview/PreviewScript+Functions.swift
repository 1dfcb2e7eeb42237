extension PreviewScript {
  /// The JavaScript port of PortableMath+Functions (`log`, `tan`, `atan`,
  /// `atan2`, `pow`): the same operations in the same order, so the
  /// expression language's functions give Swift's bits (nothing here calls
  /// `Math.log`, `Math.tan`, `Math.atan2` or `Math.pow`, which differ between
  /// engines). Uses ``springs``' reduction and two-double helpers; spliced
  /// into ``evaluator``.
  static let functions = #"""
      // MARK: PortableMath+Functions

      var BINARY_SCALES = [
        2, 4, 16, 256, 65536, 4294967296, 1.8446744073709552e19, 3.402823669209385e38,
        1.157920892373162e77, 1.3407807929942597e154
      ];
      var TWO_THIRDS_HIGH = 0.6666666666666666, TWO_THIRDS_LOW = 3.700743415417188e-17;
      var PI_HIGH = 3.141592653589793, PI_LOW = 1.2246467991473532e-16;

      function isNegative(x) { return x < 0 || (x === 0 && 1 / x < 0); }

      function portableLog(x) {
        if (x !== x || x < 0) return NaN;
        if (x === 0) return -Infinity;
        if (x === Infinity) return x;
        return logParts(x)[0];
      }

      /** PortableMath.logParts: [high, low] with ln x = high + low. */
      function logParts(x) {
        var m = x, k = 0;
        if (m < 2.2250738585072014e-308) {
          m *= 18014398509481984;
          k = -54;
        }
        var e = 512;
        for (var i = BINARY_SCALES.length - 1; i >= 0; i--) {
          var scale = BINARY_SCALES[i];
          if (m >= scale) {
            m /= scale;
            k += e;
          } else if (m * scale < 1) {
            m *= scale;
            k -= e;
          }
          e *= 0.5;
        }
        if (m < 0.7071067811865476) {
          m *= 2;
          k -= 1;
        } else if (m >= 1.4142135623730951) {
          m *= 0.5;
          k += 1;
        }
        var f = m - 1;
        var dd = twoSum(m, 1), d = dd[0];
        var s = f / d;
        var pp = twoProduct(s, d);
        var sLow = (((f - pp[0]) - pp[1]) - s * dd[1]) / d;
        var aa = twoProduct(s, s), a = aa[0];
        var b = aa[1] + 2 * s * sLow;
        var cc = twoProduct(s, a), c = cc[0];
        var cLow = cc[1] + s * b + sLow * a;
        var qq = twoProduct(c, TWO_THIRDS_HIGH), q = qq[0];
        var qLow = qq[1] + c * TWO_THIRDS_LOW + cLow * TWO_THIRDS_HIGH;
        var series = 0.08;
        series = series * a + 0.08695652173913043;
        series = series * a + 0.09523809523809523;
        series = series * a + 0.10526315789473684;
        series = series * a + 0.11764705882352941;
        series = series * a + 0.13333333333333333;
        series = series * a + 0.15384615384615385;
        series = series * a + 0.18181818181818182;
        series = series * a + 0.2222222222222222;
        series = series * a + 0.2857142857142857;
        series = series * a + 0.4;
        var rest = c * a * series;
        var hh = twoSum(2 * s, q);
        var lnM = fastTwoSum(hh[0], hh[1] + (2 * sLow + (qLow + rest)));
        var sum = twoSum(k * LN2_HIGH, lnM[0]);
        return fastTwoSum(sum[0], sum[1] + (lnM[1] + k * LN2_LOW));
      }

      function portableTan(x) {
        if (!isFinite(x)) return NaN;
        if (Math.abs(x) < 7.450580596923828e-9) return x;
        var reduced = reduceQuarterTurns(x), k = reduced[0];
        var sine = sinParts(reduced[1], reduced[2]);
        var cosine = cosParts(reduced[1], reduced[2]);
        if (k === 0 || k === 2) return quotient(sine, cosine);
        return -quotient(cosine, sine);
      }

      /** PortableMath.quotient: (a[0] + a[1]) / (b[0] + b[1]). */
      function quotient(a, b) {
        var na = fastTwoSum(a[0], a[1]), nb = fastTwoSum(b[0], b[1]);
        var q = na[0] / nb[0];
        var p = twoProduct(q, nb[0]);
        return q + ((((na[0] - p[0]) - p[1]) + na[1]) - q * nb[1]) / nb[0];
      }

      function portableAtan(x) {
        if (x !== x) return x;
        var a = Math.abs(x);
        if (a < 7.450580596923828e-9) return x;
        var result;
        if (a < 0.4375) {
          var z = a * a;
          result = a + a * z * atanSeries(z);
        } else {
          var t, high, low;
          if (a < 0.6875) {
            t = (2 * a - 1) / (2 + a); high = 0.4636476090008061; low = 2.2698777452961687e-17;
          } else if (a < 1.1875) {
            t = (a - 1) / (a + 1); high = 0.7853981633974483; low = 3.061616997868383e-17;
          } else if (a < 2.4375) {
            t = (a - 1.5) / (1 + 1.5 * a); high = 0.982793723247329; low = 1.3903311031230998e-17;
          } else {
            t = -1 / a; high = HALF_PI_HIGH; low = HALF_PI_LOW;
          }
          var zz = t * t;
          result = high + ((t * zz * atanSeries(zz) + low) + t);
        }
        return x < 0 ? -result : result;
      }

      function atanSeries(z) {
        var p = -0.02127659574468085;
        p = p * z + 0.022222222222222223;
        p = p * z - 0.023255813953488372;
        p = p * z + 0.024390243902439025;
        p = p * z - 0.02564102564102564;
        p = p * z + 0.02702702702702703;
        p = p * z - 0.02857142857142857;
        p = p * z + 0.030303030303030304;
        p = p * z - 0.03225806451612903;
        p = p * z + 0.034482758620689655;
        p = p * z - 0.037037037037037035;
        p = p * z + 0.04;
        p = p * z - 0.043478260869565216;
        p = p * z + 0.047619047619047616;
        p = p * z - 0.05263157894736842;
        p = p * z + 0.058823529411764705;
        p = p * z - 0.06666666666666667;
        p = p * z + 0.07692307692307693;
        p = p * z - 0.09090909090909091;
        p = p * z + 0.1111111111111111;
        p = p * z - 0.14285714285714285;
        p = p * z + 0.2;
        return p * z - 0.3333333333333333;
      }

      function portableAtan2(y, x) {
        if (x !== x || y !== y) return NaN;
        var negativeY = isNegative(y), negativeX = isNegative(x), angle;
        if (y === 0) {
          angle = negativeX ? PI_HIGH : 0;
        } else if (x === 0) {
          angle = HALF_PI_HIGH;
        } else if (!isFinite(x)) {
          if (!isFinite(y)) angle = negativeX ? 2.356194490192345 : 0.7853981633974483;
          else angle = negativeX ? PI_HIGH : 0;
        } else if (!isFinite(y)) {
          angle = HALF_PI_HIGH;
        } else {
          var z = portableAtan(Math.abs(y / x));
          angle = negativeX ? PI_HIGH - (z - PI_LOW) : z;
        }
        return negativeY ? -angle : angle;
      }

      function portablePow(x, y) {
        if (y === 0 || x === 1) return 1;
        if (x !== x || y !== y) return NaN;
        var a = Math.abs(x);
        if (!isFinite(y)) {
          if (a === 1) return 1;
          return (a < 1) === (y < 0) ? Infinity : 0;
        }
        var integral = Math.floor(y) === y;
        var odd = integral && Math.floor(y * 0.5) * 2 !== y;
        var negative = isNegative(x), magnitude;
        if (x === 0) {
          magnitude = y < 0 ? Infinity : 0;
        } else if (!isFinite(a)) {
          magnitude = y < 0 ? 0 : Infinity;
        } else if (x < 0 && !integral) {
          return NaN;
        } else {
          var ln = logParts(a);
          var product = y * ln[0];
          if (Math.abs(product) > 746) {
            magnitude = product > 0 ? Infinity : 0;
          } else if (ln[0] === 0) {
            magnitude = 1;
          } else {
            var pp = twoProduct(y, ln[0]);
            magnitude = portableExpTail(pp[0], pp[1] + y * ln[1]);
          }
        }
        return negative && odd ? -magnitude : magnitude;
      }

    """#
}
