extension PreviewScript {
  /// A JavaScript port of ``PreviewScene/snapshot(values:raw:rest:)``,
  /// ``PreviewScene/paintOrder(children:_:)``,
  /// ``PreviewScene/screenPaintOrder(_:)``, ``PreviewScene/applyGeometry(_:)``
  /// and the runtime's view transform
  /// (`HeaderKitScene`), for browsers and Node.
  public static let scene = #"""
    /* Preview scene layout: a port of HeaderKitVisual's PreviewScene.snapshot. Places
       every element for the current outputs and input offsets: the base frame, moved
       or stretched with its parent by its pins, then the edges its constraints drive,
       then moved against its scroll input's offset from rest. */
    var HeaderKitScene = (function () {
      "use strict";

      function copy(frame) {
        return { x: frame.x, y: frame.y, width: frame.width, height: frame.height };
      }

      /** Swift's max(0, x): NaN gives 0, where Math.max gives NaN. */
      function atLeastZero(x) { return x >= 0 ? x : 0; }

      function value(values, output, identity) {
        return output === undefined || output === null ? identity : values[output];
      }

      /** {placed: [{frame, translateX, ..., zPosition}], viewportTop, listShift}. */
      function layout(scene, values, raw, rest) {
        var nodes = scene.nodes;
        var placed = nodes.map(function (node) { return { frame: copy(node.frame) }; });
        var screen = { x: 0, y: 0, width: scene.width, height: scene.height };
        scene.layoutOrder.forEach(function (i) {
          var node = nodes[i];
          var hasParent = node.parent !== undefined && node.parent !== null;
          var frame = copy(node.frame);
          var parentBase = hasParent ? nodes[node.parent].frame : screen;
          var parentNow = hasParent ? placed[node.parent].frame : parentBase;
          var grownWidth = parentNow.width - parentBase.width;
          var grownHeight = parentNow.height - parentBase.height;
          if (node.pinBottom) {
            if (node.pinTop) frame.height += grownHeight; else frame.y += grownHeight;
          }
          if (node.pinTrailing) {
            if (node.pinLeading) frame.width += grownWidth; else frame.x += grownWidth;
          }
          node.drives.forEach(function (drive) {
            var constant = values[drive.output];
            switch (drive.edge) {
              case "leading": frame.x = constant; break;
              case "top": frame.y = constant; break;
              case "width": frame.width = constant; break;
              case "height": frame.height = constant; break;
              case "trailing": frame.width = parentNow.width - constant - frame.x; break;
              case "bottom": frame.height = parentNow.height - constant - frame.y; break;
            }
          });
          frame.width = atLeastZero(frame.width);
          frame.height = atLeastZero(frame.height);
          if (node.scrolls !== undefined && node.scrolls !== null) {
            var shift = raw[node.scrolls] - rest[node.scrolls];
            if (scene.inputAxes[node.scrolls] === "horizontal") frame.x -= shift;
            else frame.y -= shift;
          }
          var outputs = node.outputs;
          placed[i] = {
            frame: frame,
            translateX: value(values, outputs.translateX, 0),
            translateY: value(values, outputs.translateY, 0),
            scaleX: value(values, outputs.scaleX, 1),
            scaleY: value(values, outputs.scaleY, 1),
            rotation: value(values, outputs.rotation, 0),
            alpha: value(values, outputs.alpha, 1),
            zPosition: value(values, outputs.zPosition, 0)
          };
        });
        var viewportTop = 0, listShift = 0;
        if (scene.list) {
          if (scene.list.below !== undefined && scene.list.below !== null) {
            var frame = absoluteFrame(scene, scene.list.below, placed);
            viewportTop = frame.y + frame.height;
          }
          listShift = raw[scene.list.input] - rest[scene.list.input];
        }
        return { placed: placed, viewportTop: viewportTop, listShift: listShift };
      }

      /** A node's layout frame on the screen (transforms are visual only). */
      function absoluteFrame(scene, i, placed) {
        var frame = copy(placed[i].frame);
        var parent = scene.nodes[i].parent;
        while (parent !== undefined && parent !== null) {
          frame.x += placed[parent].frame.x;
          frame.y += placed[parent].frame.y;
          parent = scene.nodes[parent].parent;
        }
        return frame;
      }

      function finite(x) {
        if (x !== x) return 0;
        if (x === Infinity) return Number.MAX_VALUE;
        return x === -Infinity ? -Number.MAX_VALUE : x;
      }

      /** A placed node's transform for an element anchored at its centre,
          {a, b, c, d, tx, ty}: a port of HeaderKitRuntime's
          ViewTransform(translateX:translateY:scaleX:scaleY:rotation:anchorX:anchorY:width:height:),
          operation for operation (translate . rotate . scale about the anchor;
          rotation in radians). */
      function viewTransform(node, p) {
        var r = p.rotation;
        var cosine = r === 0 ? 1 : HeaderKit.sinCos(r, 1), sine = r === 0 ? 0 : HeaderKit.sinCos(r, 0);
        var a = p.scaleX * cosine, b = p.scaleX * sine;
        var c = -p.scaleY * sine, d = p.scaleY * cosine;
        var px = (node.anchorX - 0.5) * p.frame.width, py = (node.anchorY - 0.5) * p.frame.height;
        return {
          a: finite(a), b: finite(b), c: finite(c), d: finite(d),
          tx: finite(p.translateX + (px - (a * px + c * py))),
          ty: finite(p.translateY + (py - (b * px + d * py)))
        };
      }

      /** Children of `parent` (null: the top level) by zPosition, order, declaration. */
      function paintOrder(scene, parent, placed) {
        var children = [];
        scene.nodes.forEach(function (node, i) {
          var nodeParent = node.parent === undefined ? null : node.parent;
          if (nodeParent === parent) children.push(i);
        });
        return children.sort(function (a, b) {
          var za = placed[a].zPosition, zb = placed[b].zPosition;
          if (za !== zb) return za < zb ? -1 : 1;
          var oa = scene.nodes[a].order, ob = scene.nodes[b].order;
          if (oa !== ob) return oa < ob ? -1 : 1;
          return a - b;
        });
      }

      /** The screen's paint order: top-level elements with the list (null) among them. */
      function screenPaintOrder(scene, placed) {
        var elements = paintOrder(scene, null, placed);
        if (!scene.list) return elements;
        var z = scene.list.zPosition;
        if (z === undefined || z === null) return [null].concat(elements);
        var above = elements.findIndex(function (i) {
          var zi = placed[i].zPosition;
          return zi !== z ? zi > z : scene.nodes[i].order >= scene.list.order;
        });
        if (above < 0) above = elements.length;
        return elements.slice(0, above).concat([null], elements.slice(above));
      }

      /** PreviewScene.applyGeometry: the geometry graph's outputs into the scene. */
      function applyGeometry(scene, values) {
        if (!scene.geometry) return;
        scene.geometry.bindings.forEach(function (binding, k) {
          var v = isFinite(values[k]) ? values[k] : 0;
          if (binding.node === undefined || binding.node === null) {
            if (!scene.list) return;
            if (binding.field === "start") scene.list.start = v;
            else if (binding.field === "size") {
              scene.list.size = v > 0 ? v : scene.list.axis === "horizontal" ? scene.width : 44;
            }
            return;
          }
          var node = scene.nodes[binding.node];
          switch (binding.field) {
            case "x": node.frame.x = v; break;
            case "y": node.frame.y = v; break;
            case "width": node.frame.width = atLeastZero(v); break;
            case "height": node.frame.height = atLeastZero(v); break;
            case "corner": node.corner = atLeastZero(v); break;
          }
        });
        scene.layoutOrder.forEach(function (i) {
          var node = scene.nodes[i];
          if (!node.fillsParent || node.parent === undefined || node.parent === null) return;
          node.frame.width = scene.nodes[node.parent].frame.width;
          node.frame.height = scene.nodes[node.parent].frame.height;
        });
      }

      return {
        layout: layout, absoluteFrame: absoluteFrame, paintOrder: paintOrder,
        screenPaintOrder: screenPaintOrder, applyGeometry: applyGeometry,
        viewTransform: viewTransform
      };
    })();

    if (typeof module === "object" && module.exports) module.exports = HeaderKitScene;
    """#
}
