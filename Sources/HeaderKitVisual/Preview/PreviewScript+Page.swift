extension PreviewScript {
  /// The preview page's behaviour: builds the elements and the list from the
  /// embedded scene, plays the header as the list scrolls, shows every value,
  /// and obeys the URL hash commands that tests and screenshots use.
  public static let page = #"""
    /* The preview page: scrolling the list plays the header exactly as the graph
       computes it, with a read-out of every value and a control for each param.
       The URL's query or hash drives it for tests and screenshots:
         #at=40                      one scroll from rest to raw offset 40
         #probe=-60,0,40             the same for each offset in turn
         #events=drag:10;end;wait:0.1  a trace, event by event
         #scrollto=40                scroll the list itself, let the page react, wait for
                                     scrolling to end and any snap to finish
         #scrollto=40,60             the same in steps of 10 ms over 60 ms: a flick whose
                                     velocity the end of scrolling hands on
         #param.NAME=VALUE           override a param (a list as 64,88,72); a list the
                                     runtime would refuse (too many elements, or set-up
                                     over its budget) is not set, and the page says why
         #input.NAME=VALUE           scroll another input to raw VALUE after each reset
       Each writes a JSON report of computed styles into #hk-report. */
    (function () {
      "use strict";

      function json(id) { return JSON.parse(document.getElementById(id).textContent); }
      function byId(id) { return document.getElementById(id); }

      var graph = json("hk-graph"), scene = json("hk-scene"), config = json("hk-config");
      var ev = new HeaderKit.Evaluator(graph);
      // Geometry written as expressions of params: its own graph, given the same params.
      var geometry = scene.geometry ? new HeaderKit.Evaluator(scene.geometry.graph) : null;
      var scroller = byId("hk-scroller"), content = byId("hk-content"), stage = byId("hk-stage");
      var list = scene.list || null;
      var listInput = list ? list.input : graph.inputs.length > 0 ? 0 : -1;
      var vertical = listInput < 0 || graph.inputs[listInput].axis !== "horizontal";
      var origin = 0;           // the raw offset at scroll position 0
      var ignored = null;       // a scroll position the page set itself
      var endTimer = null, animating = false, lastTime = 0, lastSnapshot = null;
      var px = HeaderKitPage.px;
      // The finger's travel: the list's moves, those a state handed back included.
      var velocity = new HeaderKitPage.ScrollVelocity(), travel = 0, settled = 0;

      // MARK: Elements

      var labels = [];
      var elements = scene.nodes.map(function (node, i) {
        var el = document.createElement("div");
        el.className = "hk-el";
        el.setAttribute("data-element", node.name);
        // The view transform already acts about the anchor, for an element
        // anchored at its centre (as the runtime gives it to UIKit).
        el.style.transformOrigin = "50% 50%";
        if (node.fill === "image") el.classList.add("hk-image");
        else if (node.fill === "none") {
          el.classList.add("hk-none");
          el.style.outlineColor = node.textColor;
        } else el.style.background = node.fill;
        if (node.clips) el.style.overflow = "hidden";
        if (node.label) {
          var label = document.createElement("span");
          label.className = "hk-label";
          label.textContent = node.label;
          label.style.color = node.textColor;
          labels[i] = label;
          el.appendChild(label);
        }
        return el;
      });

      /** Recomputes geometry written as expressions for the current params. */
      function layOut() {
        if (geometry) {
          graph.params.forEach(function (_, i) { geometry.setParam(i, ev.paramValue(i)); });
          HeaderKitScene.applyGeometry(scene, geometry.values());
        }
        scene.nodes.forEach(function (node, i) {
          elements[i].style.borderRadius = px(node.corner);
          var label = labels[i];
          if (label) label.style.fontSize = px(Math.min(13, Math.max(7, node.frame.height * 0.55)));
        });
      }
      scene.nodes.forEach(function (node, i) {
        var hasParent = node.parent !== undefined && node.parent !== null;
        (hasParent ? elements[node.parent] : stage).appendChild(elements[i]);
      });

      // MARK: The list

      function buildList() {
        content.textContent = "";
        if (listInput < 0) return;
        var bounds = config.inputs[listInput];
        var rest = ev.restingInput(listInput);
        origin = Math.min(bounds.low, rest);
        var count = list ? list.count : 0;
        var size = list ? list.size : 44;
        var start = list ? list.start : 0;
        var view = vertical ? scene.height : scene.width;
        var length = Math.max(
          start + count * size + rest - origin, Math.max(bounds.high, rest) - origin + view);
        content.style[vertical ? "height" : "width"] = px(length);
        content.style[vertical ? "width" : "height"] = "100%";
        for (var i = 0; i < count; i++) {
          var item = document.createElement("div");
          item.className = vertical ? "hk-row" : "hk-page";
          item.style[vertical ? "top" : "left"] = px(start + i * size + rest - origin);
          item.style[vertical ? "height" : "width"] = px(size);
          item.textContent = list.label + " " + (i + 1);
          content.appendChild(item);
        }
      }

      function position() { return vertical ? scroller.scrollTop : scroller.scrollLeft; }

      /** Moves the list without the page reacting to the move. */
      function setPosition(p) {
        if (vertical) scroller.scrollTop = p; else scroller.scrollLeft = p;
        ignored = position();
        settled = ignored;
      }

      function restPosition() {
        if (listInput >= 0) setPosition(ev.rawInput(listInput) - origin);
      }

      scroller.addEventListener("scroll", function () {
        var p = position();
        if (ignored !== null && Math.abs(p - ignored) < 0.5) {
          ignored = null;
          return;
        }
        ignored = null;
        if (listInput < 0 || p === settled) return;
        travel += p - settled;
        settled = p;
        velocity.move(performance.now(), travel);
        var raw = p + origin;
        ev.scroll(listInput, raw);
        // A state that absorbed the move hands the offset back: the list holds.
        if (ev.rawInput(listInput) !== raw) restPosition();
        scheduleEnd();
        render();
      });

      // A finger on the list starts a gesture; its velocity is the one at the lift.
      var passive = { passive: true };
      scroller.addEventListener("touchstart", function () { velocity.touch(); }, passive);
      function lift(event) { if (event.touches.length === 0) velocity.lift(performance.now()); }
      scroller.addEventListener("touchend", lift, passive);
      scroller.addEventListener("touchcancel", lift, passive);

      /** Scrolling has ended when no scroll event came for 150 ms. */
      function scheduleEnd() {
        if (endTimer !== null) clearTimeout(endTimer);
        endTimer = setTimeout(endScrolling, 150);
      }

      function endScrolling() {
        endTimer = null;
        ev.endScrolling(listInput, velocity.end());
        render();
        if (ev.anyAnimating() && !animating) {
          animating = true;
          lastTime = performance.now();
          nextTick();
        }
      }

      /** The next animation frame; a timer stands in where frames do not come (headless). */
      function nextTick() {
        var done = false;
        function run() {
          if (done) return;
          done = true;
          tick(performance.now());
        }
        requestAnimationFrame(run);
        setTimeout(run, 50);
      }

      function tick(now) {
        ev.advance(Math.max(0, (now - lastTime) / 1000));
        lastTime = now;
        render();
        if (ev.anyAnimating()) nextTick(); else animating = false;
      }

      // MARK: Rendering

      function inputValues(read) {
        return graph.inputs.map(function (_, i) { return read.call(ev, i); });
      }

      function render() {
        var values = ev.values();
        var snapshot = HeaderKitScene.layout(
          scene, values, inputValues(ev.rawInput), inputValues(ev.restingInput));
        var placed = snapshot.placed;
        placed.forEach(function (p, i) {
          var style = elements[i].style;
          style.left = px(p.frame.x);
          style.top = px(p.frame.y);
          style.width = px(p.frame.width);
          style.height = px(p.frame.height);
          var t = HeaderKitScene.viewTransform(scene.nodes[i], p);
          var matrix = [t.a, t.b, t.c, t.d, HeaderKitPage.cssNumber(t.tx), HeaderKitPage.cssNumber(t.ty)];
          style.transform = "matrix(" + matrix.join(", ") + ")";
          style.opacity = String(Math.min(Math.max(p.alpha, 0), 1));
          elements[i].setAttribute("data-z", String(p.zPosition));
        });
        // The list's scroller and the top-level elements share the screen's stacking context.
        HeaderKitScene.screenPaintOrder(scene, placed).forEach(function (item, rank) {
          (item === null ? scroller : elements[item]).style.zIndex = String(rank + 1);
        });
        scene.nodes.forEach(function (_, parent) {
          HeaderKitScene.paintOrder(scene, parent, placed).forEach(function (child, rank) {
            elements[child].style.zIndex = String(rank + 1);
          });
        });
        scroller.style.top = px(snapshot.viewportTop);
        readOut(values);
        lastSnapshot = snapshot;
        return snapshot;
      }

      // MARK: Read-out and controls

      function format(v) {
        if (!isFinite(v)) return String(v);
        if (Math.abs(v) >= 1e6) return v.toExponential(3);
        var text = (Math.round(v * 10000) / 10000).toString();
        return text === "-0" ? "0" : text;
      }

      function row(table, name) {
        var tr = document.createElement("tr");
        var th = document.createElement("th");
        var td = document.createElement("td");
        th.textContent = name;
        tr.appendChild(th);
        tr.appendChild(td);
        table.appendChild(tr);
        return td;
      }

      var valueCells = graph.outputs.map(function (o) {
        return row(byId("hk-values"), o.target + "." + o.property);
      });
      var stateCells = graph.states.map(function (m) { return row(byId("hk-states"), m.name); });
      if (graph.states.length === 0) byId("hk-states-section").hidden = true;

      var inputControls = graph.inputs.map(function (input, i) {
        var bounds = config.inputs[i];
        var box = document.createElement("div");
        box.className = "hk-control";
        var name = document.createElement("label");
        name.textContent = input.name + (i === listInput ? " (the list)" : "");
        var slider = document.createElement("input");
        slider.type = "range";
        slider.min = String(Math.min(bounds.low, ev.restingInput(i)));
        slider.max = String(Math.max(bounds.high, ev.restingInput(i)));
        slider.step = "any";
        var field = document.createElement("input");
        field.type = "number";
        field.step = "any";
        var detail = document.createElement("div");
        detail.className = "hk-detail";
        function set(value) {
          if (!isFinite(value)) return;
          ev.scroll(i, value);
          if (i === listInput) {
            restPosition();
            scheduleEnd();
          }
          render();
        }
        slider.addEventListener("input", function () { set(Number(slider.value)); });
        field.addEventListener("change", function () { set(Number(field.value)); });
        box.appendChild(name);
        box.appendChild(slider);
        box.appendChild(field);
        box.appendChild(detail);
        byId("hk-inputs").appendChild(box);
        return { slider: slider, field: field, detail: detail };
      });

      function readOut(values) {
        values.forEach(function (v, i) { valueCells[i].textContent = format(v); });
        graph.states.forEach(function (m, i) {
          var suffix = ev.isAnimating(i) ? " (snapping)" : "";
          stateCells[i].textContent = format(ev.slots[m.valueSlot]) + suffix;
        });
        graph.inputs.forEach(function (input, i) {
          var raw = ev.rawInput(i), control = inputControls[i];
          control.slider.value = String(raw);
          if (document.activeElement !== control.field) control.field.value = format(raw);
          control.detail.textContent = "raw " + format(raw) + " · offset (raw + inset) " +
            format(raw + ev.insetOf(i)) + " · rest " + format(ev.restingInput(i));
        });
        byId("hk-time").textContent = format(ev.time) + " s";
      }

      function numbers(text) {
        return String(text).replace(/[\[\]\s]/g, "").split(",").filter(function (part) {
          return part !== "";
        }).map(Number);
      }

      /** The lengths of the list params now, by list index. */
      function listLengths() {
        var lengths = [];
        graph.params.forEach(function (param, i) {
          if ("list" in param.storage) lengths[param.storage.list] = ev.paramValue(i).length;
        });
        return lengths;
      }

      /** Shows `text` under the params, or hides the notice (null). */
      function notice(text) {
        var box = byId("hk-notice");
        box.textContent = text === null ? "" : text;
        box.hidden = text === null;
      }

      /** The numbers `text` sets param i to, or null when it is a list the runtime would
          refuse (its elements, or the keyframes and set-up code they cost:
          HeaderKitPage.setupRefusal with Swift's budget), and the page says so. The
          list is counted before it is read. */
      function paramValues(i, text) {
        var storage = graph.params[i].storage;
        if (!("list" in storage)) return numbers(text);
        var lengths = listLengths();
        lengths[storage.list] = HeaderKitPage.countNumbers(text);
        var refusal = HeaderKitPage.setupRefusal(config.setup, lengths);
        if (refusal !== null) {
          notice(graph.params[i].name + " not set: " + refusal + " (all lists together).");
          return null;
        }
        return numbers(text);
      }

      var paramFields = graph.params.map(function (param, i) {
        var box = document.createElement("div");
        box.className = "hk-control";
        var name = document.createElement("label");
        name.textContent = param.name;
        box.appendChild(name);
        var isList = "list" in param.storage;
        var field = document.createElement("input");
        var slider = null;
        if (isList) {
          field.type = "text";
        } else {
          // The declared bounds, else from 0 to twice the default.
          var bounds = config.params[i];
          var d = param.defaultValues[0];
          slider = document.createElement("input");
          slider.type = "range";
          slider.step = "any";
          slider.min = String(bounds[0] !== null ? bounds[0] : d > 0 ? 0 : d < 0 ? 2 * d : -100);
          slider.max = String(bounds[1] !== null ? bounds[1] : d > 0 ? 2 * d : d < 0 ? 0 : 100);
          slider.addEventListener("input", function () { change(i, [Number(slider.value)]); });
          box.appendChild(slider);
          field.type = "number";
          field.step = "any";
        }
        field.addEventListener("change", function () {
          notice(null);
          var values = paramValues(i, field.value);
          if (values !== null && values.every(isFinite) && (isList || values.length === 1)) {
            change(i, values);
          }
        });
        box.appendChild(field);
        byId("hk-params").appendChild(box);
        return { field: field, slider: slider, isList: isList };
      });

      function syncParams() {
        paramFields.forEach(function (control, i) {
          var values = ev.paramValue(i);
          control.field.value = control.isList ? values.join(", ") : format(values[0]);
          if (control.slider) control.slider.value = String(values[0]);
        });
      }

      /** A param changed: set-up runs again and the header starts over at rest. */
      function change(i, values) {
        ev.setParam(i, values);
        ev.reset();
        layOut();
        buildList();
        restPosition();
        syncParams();
        render();
      }

      byId("hk-reset").addEventListener("click", function () {
        ev.resetParams();
        ev.reset();
        layOut();
        buildList();
        restPosition();
        syncParams();
        render();
      });

      // MARK: Hash commands

      function parseEvents(text) {
        var parts = String(text).split(";").filter(function (part) { return part !== ""; });
        return parts.map(function (part) {
          var pieces = part.split(":"), event = {};
          // "end" or "end:V", an end with the finger's velocity in points per second.
          if (pieces[0] === "end") {
            event.end = true;
            if (pieces.length > 1) event.velocity = Number(pieces[1]);
          } else event[pieces[0]] = Number(pieces[1]);
          return event;
        });
      }

      function capture(snapshot) {
        var entry = {
          raw: inputValues(ev.rawInput), values: ev.values(), time: ev.time,
          viewportTop: snapshot.viewportTop, scrollerTop: getComputedStyle(scroller).top,
          scrollPosition: position(), origin: origin, scrollerZIndex: getComputedStyle(scroller).zIndex,
          // No prototype: an element may be called __proto__ or constructor.
          elements: Object.create(null)
        };
        scene.nodes.forEach(function (node, i) {
          var style = getComputedStyle(elements[i]);
          entry.elements[node.name] = {
            transform: style.transform, opacity: style.opacity, zIndex: style.zIndex,
            left: style.left, top: style.top, width: style.width, height: style.height
          };
        });
        return entry;
      }

      function writeReport(entries) {
        var report = byId("hk-report");
        report.textContent = JSON.stringify(entries);
        report.setAttribute("data-ready", "1");
      }

      function runHash() {
        var args = Object.create(null);
        var text = location.search.replace(/^\?/, "") + "&" + location.hash.replace(/^#/, "");
        text.split("&").forEach(function (part) {
          if (part === "") return;
          var eq = part.indexOf("=");
          args[decodeURIComponent(eq < 0 ? part : part.slice(0, eq))] =
            eq < 0 ? "" : decodeURIComponent(part.slice(eq + 1));
        });
        var params = false;
        notice(null);
        Object.keys(args).forEach(function (key) {
          var i = key.indexOf("param.") === 0 ? ev.paramIndex(key.slice(6)) : -1;
          if (i < 0) return;
          var values = paramValues(i, args[key]);
          if (values === null) return;
          ev.setParam(i, values);
          params = true;
        });
        // Other inputs, scrolled after every reset below: several inputs at once.
        var held = [];
        Object.keys(args).forEach(function (key) {
          var i = key.indexOf("input.") === 0 ? ev.inputIndex(key.slice(6)) : -1;
          if (i >= 0 && i !== listInput && isFinite(Number(args[key]))) held.push([i, Number(args[key])]);
        });
        function reset() {
          ev.reset();
          held.forEach(function (pair) { ev.scroll(pair[0], pair[1]); });
        }
        if (params || held.length > 0) {
          reset();
          layOut();
          buildList();
          restPosition();
          syncParams();
          render();
        }
        if (listInput < 0) return;
        var report = [];
        function scrollFromRest(raw) {
          reset();
          ev.scroll(listInput, raw);
          restPosition();
          report.push(capture(render()));
        }
        if ("probe" in args) numbers(args.probe).forEach(scrollFromRest);
        else if ("at" in args) scrollFromRest(Number(args.at));
        else if ("events" in args) {
          reset();
          parseEvents(args.events).forEach(function (event) {
            ev.apply(event, listInput);
            restPosition();
            report.push(capture(render()));
          });
        } else if ("scrollto" in args) {
          // The live path: the list scrolls and the scroll handler evaluates. Headless
          // browsers may not dispatch scroll events under virtual time, so one is sent
          // too; a second call at the same position changes nothing. Over a duration,
          // the list moves in even steps 10 ms apart.
          var scrollTo = numbers(args.scrollto);
          var from = position(), target = scrollTo[0] - origin;
          var steps = Math.max(1, Math.min(1000, Math.round((scrollTo[1] || 0) / 10)));
          for (var step = 1; step <= steps; step++) {
            setTimeout(function (to) {
              if (vertical) scroller.scrollTop = to; else scroller.scrollLeft = to;
              scroller.dispatchEvent(new Event("scroll"));
            }, 50 + 10 * (step - 1), step === steps ? target : from + (target - from) * step / steps);
          }
          // Report once scrolling has ended and any snap has finished.
          var waited = 0;
          var poll = setInterval(function () {
            waited += 50;
            if (waited < 300 || endTimer !== null || animating) return;
            clearInterval(poll);
            writeReport([capture(lastSnapshot)]);
          }, 50);
          return;
        }
        if (report.length > 0) writeReport(report);
      }

      // Params given on the command line start away from their defaults.
      config.overrides.forEach(function (override) {
        ev.setParam(override.param, override.values);
      });
      ev.reset();
      layOut();
      buildList();
      restPosition();
      syncParams();
      render();
      runHash();
      window.addEventListener("hashchange", runHash);
    })();
    """#
}
