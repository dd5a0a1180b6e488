// Reading aids, all optional: the page reads the same without them.
// - the light/dark toggle, remembered in localStorage (the layout applies it before painting);
// - the callback names switch: Objective-C selectors or Swift names in every diagram, trace
//   table and code span of the text that names a callback, remembered in localStorage;
// - the page list open on a wide screen where the browser cannot show a closed <details>'s
//   content by style alone (no ::details-content: before Chrome 131, Safari 18.4, Firefox 143);
// - a copy button on every code block;
// - on a phone, a table shown as cards leads each cell with its column's heading (without the
//   script the cells still read, unlabelled), and the page's contents fold under its title;
// - a sequence diagram's sticky lifeline names follow its frame's sideways scroll;
// - a diagram wider than its frame pans by dragging with the mouse, and its sideways scrollbar
//   stays at the window's bottom while the diagram is on screen (a copy that sticks there);
// - "Enlarge" opens a diagram full-window: zoom (buttons, + and -, Ctrl+wheel, 0 to fit,
//   1 for natural size), pan (drag, arrows), Esc to close, without leaving the page.
(function () {
  "use strict";
  var html = document.documentElement;

  // The header's two switches are made here, not by every page: neither works without this
  // script. A theme whose header already holds them keeps its own.
  var header = document.querySelector(".site-header");
  function headerControl(selector, markup) {
    var existing = document.querySelector(selector);
    if (existing || !header) return existing;
    var holder = document.createElement("div");
    holder.innerHTML = markup;
    return header.appendChild(holder.firstChild);
  }
  headerControl(".names-switch", '<div class="names-switch" role="group" aria-label="Callback names in diagrams, traces and text" hidden>'
    + '<button type="button" data-names="objc" aria-pressed="true" title="Objective-C selectors, as UIKit logs them: viewWillAppear:">ObjC</button>'
    + '<button type="button" data-names="swift" aria-pressed="false" title="Swift names: viewWillAppear(_:)">Swift</button></div>');

  // A table shown as cards on a phone (class "cards") leads each cell with its column's heading,
  // which the style sheet reads from data-label; the trace tables' labels are in the style sheet.
  Array.prototype.forEach.call(document.querySelectorAll("table.cards:not(.trace)"), function (table) {
    var heads = Array.prototype.map.call(table.querySelectorAll("thead th"), function (head) { return head.textContent; });
    Array.prototype.forEach.call(table.querySelectorAll("tbody tr"), function (row) {
      Array.prototype.forEach.call(row.children, function (cell, index) {
        if (heads[index]) cell.setAttribute("data-label", heads[index]);
      });
    });
  });

  // The theme toggle.
  var toggle = headerControl(".theme-toggle", '<button type="button" class="theme-toggle" hidden aria-label="Switch to dark mode">◐</button>');
  function dark() {
    var chosen = html.getAttribute("data-theme");
    if (chosen) return chosen === "dark";
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
  }
  function label() {
    if (!toggle) return;
    toggle.setAttribute("aria-label", dark() ? "Switch to light mode" : "Switch to dark mode");
    toggle.title = toggle.getAttribute("aria-label");
    toggle.textContent = dark() ? "☀" : "☾";
  }
  if (toggle) {
    toggle.hidden = false;
    label();
    toggle.addEventListener("click", function () {
      var next = dark() ? "light" : "dark";
      html.setAttribute("data-theme", next);
      html.style.colorScheme = next;
      try { localStorage.setItem("lifeline-theme", next); } catch (e) { /* private mode: not remembered */ }
      label();
    });
  }

  // The names switch. Without JavaScript every page shows selectors, as UIKit logs them. A
  // diagram's SVG carries both spellings and shows the Swift names when its address ends in
  // #ll_swift (its own style sheet, so it works in an <img>, from file:// too); a trace table's
  // cells, and the code spans of the text that name a callback (`viewWillAppear:`), are renamed
  // from assets/swift-names.js, which the build writes from the model's table. A table row that
  // already shows the Swift name in another cell (the Coverage table) keeps its selector.
  var namesSwitch = document.querySelector(".names-switch");
  var swiftFragment = "#ll_swift";
  function swiftChosen() { return html.getAttribute("data-names") === "swift"; }
  function spellDiagram(element, attribute, swift) {
    var address = element.getAttribute(attribute);
    if (!address) return;
    var bare = address.split("#")[0];
    if (!/\.svg$/.test(bare)) return;
    var next = swift ? bare + swiftFragment : bare;
    if (next !== address) element.setAttribute(attribute, next);
  }
  function spellNames() {
    var swift = swiftChosen();
    Array.prototype.forEach.call(document.querySelectorAll(".diagram img"), function (image) { spellDiagram(image, "src", swift); });
    Array.prototype.forEach.call(document.querySelectorAll(".diagram-open"), function (link) { spellDiagram(link, "href", swift); });
    var cells = Array.prototype.filter.call(document.querySelectorAll("main code"), function (code) {
      return !code.closest("pre");
    });
    if (cells.length && swift && !window.lifelineSwiftNames) {
      var script = document.createElement("script");
      script.src = (html.getAttribute("data-root") || "") + "assets/swift-names.js";
      script.onload = spellNames;
      document.head.appendChild(script);
      return;
    }
    // Without the table (not loaded: selectors chosen) every page already shows selectors.
    var table = window.lifelineSwiftNames;
    if (table) cells.forEach(function (code) {
      var selector = code.getAttribute("data-selector");
      if (selector === null) {
        if (!Object.prototype.hasOwnProperty.call(table, code.textContent)) return;
        selector = code.textContent;
        var cell = code.closest("td, th");
        var row = cell && !code.closest("table.trace") && cell.parentNode;
        if (row && Array.prototype.some.call(row.children, function (other) {
          return other !== cell && other.textContent.indexOf(table[selector]) !== -1;
        })) return;
        code.setAttribute("data-selector", selector);
      }
      code.textContent = swift && table[selector] ? table[selector] : selector;
    });
    if (namesSwitch) {
      Array.prototype.forEach.call(namesSwitch.querySelectorAll("button"), function (button) {
        button.setAttribute("aria-pressed", String((button.getAttribute("data-names") === "swift") === swift));
      });
    }
  }
  if (namesSwitch) {
    namesSwitch.hidden = false;
    namesSwitch.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) return;
      var chosen = button.getAttribute("data-names");
      if (chosen === "swift") html.setAttribute("data-names", "swift"); else html.removeAttribute("data-names");
      try { localStorage.setItem("lifeline-names", chosen); } catch (e) { /* private mode: not remembered */ }
      spellNames();
    });
  }
  spellNames();

  // Paper is light, and so are the diagrams on it, whatever the screen chose.
  var screenScheme = "";
  window.addEventListener("beforeprint", function () { screenScheme = html.style.colorScheme; html.style.colorScheme = "light"; });
  window.addEventListener("afterprint", function () { html.style.colorScheme = screenScheme; });

  // The page list is one <details>: folded on a phone, a sidebar on a wide screen, where the
  // style sheet shows its list and hides its summary. Browsers without ::details-content need
  // it opened there (and folded again when the window narrows to a phone's width).
  var pages = document.querySelector("details.pages");
  if (pages && window.CSS && CSS.supports && !CSS.supports("selector(::details-content)") && window.matchMedia) {
    var wide = window.matchMedia("(min-width: 50.01rem)");
    var follow = function () { pages.open = wide.matches; };
    follow();
    if (wide.addEventListener) wide.addEventListener("change", follow);
  }

  // The contents folded under a page's title for a phone are the list beside the text, copied
  // here rather than written twice into every page; without the script a phone shows neither.
  var folded = document.querySelector("details.contents-inline");
  var besideList = document.querySelector("main > .toc ul");
  if (folded && besideList && !folded.querySelector("ul")) {
    folded.appendChild(besideList.cloneNode(true));
    folded.hidden = false;
  }

  // The contents beside the text follow the reading position: the section whose heading last
  // passed a line a little under the sticky header is marked current (class "current").
  var toc = document.querySelector(".toc");
  var tocItems = toc ? Array.prototype.slice.call(toc.querySelectorAll("li")) : [];
  var tocTargets = tocItems.map(function (item) {
    var link = item.querySelector("a[href^='#']");
    return link ? document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1))) : null;
  });
  if (tocItems.length) {
    var header = document.querySelector(".site-header");
    var marked = null, queued = false;
    var follow = function () {
      queued = false;
      var line = (header ? header.getBoundingClientRect().bottom : 0) + 80;
      var current = -1;
      tocTargets.forEach(function (target, index) {
        if (target && target.getBoundingClientRect().top <= line) current = index;
      });
      // At the very end of the page the last sections cannot reach the line: the last one visible is read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        tocTargets.forEach(function (target, index) {
          if (target && target.getBoundingClientRect().top < window.innerHeight) current = Math.max(current, index);
        });
      }
      var item = current >= 0 ? tocItems[current] : null;
      if (item === marked) return;
      if (marked) marked.classList.remove("current");
      if (item) {
        item.classList.add("current");
        // Keep the marked entry inside a contents list taller than the window.
        if (item.offsetTop < toc.scrollTop || item.offsetTop + item.offsetHeight > toc.scrollTop + toc.clientHeight) {
          toc.scrollTop = item.offsetTop - toc.clientHeight / 3;
        }
      }
      marked = item;
    };
    window.addEventListener("scroll", function () {
      if (!queued) { queued = true; requestAnimationFrame(follow); }
    }, { passive: true });
    window.addEventListener("resize", follow);
    follow();
  }

  // Copy buttons.
  Array.prototype.forEach.call(document.querySelectorAll(".content pre"), function (pre) {
    var box = document.createElement("div");
    box.className = "code-block";
    pre.parentNode.insertBefore(box, pre);
    box.appendChild(pre);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy the code");
    box.appendChild(button);
    button.addEventListener("click", function () {
      var text = pre.innerText.replace(/\n$/, "");
      function done(ok) {
        button.textContent = ok ? "Copied" : "Press Ctrl+C";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      }
      function fallback() {
        var area = document.createElement("textarea");
        area.value = text;
        area.setAttribute("readonly", "");
        area.style.position = "fixed";
        area.style.opacity = "0";
        document.body.appendChild(area);
        area.select();
        var ok = false;
        try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
        document.body.removeChild(area);
        done(ok);
      }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
      } else {
        fallback();
      }
    });
  });

  // Sticky lifeline names: their box crops without being a scroll container (which would keep
  // them from sticking), and they follow a sideways scroll of their frame.
  var clip = window.CSS && CSS.supports && CSS.supports("overflow", "clip");
  Array.prototype.forEach.call(document.querySelectorAll(".diagram-wrap"), function (wrap) {
    var frame = wrap.querySelector(".diagram-frame");
    var heads = wrap.querySelector(".diagram-heads");
    var size = wrap.querySelector(".diagram-heads-size");
    if (!frame || !heads || !size) return;
    if (clip) heads.style.overflow = "clip";
    frame.addEventListener("scroll", function () {
      size.style.transform = "translateX(" + -frame.scrollLeft + "px)";
    }, { passive: true });
  });

  // A diagram wider than its frame: drag to pan (sideways in the frame, up and down the page), and
  // a sideways scrollbar that sticks to the window's bottom, kept in step with the frame. A drag
  // that moved is not a click: it does not open the viewer.
  Array.prototype.forEach.call(document.querySelectorAll(".diagram-frame"), function (frame) {
    var bar = null, inner = null, drag = null, moved = false;
    function measure() {
      var wide = frame.scrollWidth > frame.clientWidth + 1;
      frame.classList.toggle("pannable", wide);
      if (wide && !bar) {
        bar = document.createElement("div");
        bar.className = "diagram-scrollbar";
        bar.setAttribute("aria-hidden", "true");
        inner = document.createElement("div");
        bar.appendChild(inner);
        frame.parentNode.insertBefore(bar, frame.nextSibling);
        // Each follows the other; the bar's echo of a position the frame gave it is ignored, so that
        // it never pulls back a frame that has moved on since (a drag moves it every frame).
        var echo = null;
        bar.addEventListener("scroll", function () {
          if (bar.scrollLeft === echo) { echo = null; return; }
          frame.scrollLeft = bar.scrollLeft;
        }, { passive: true });
        frame.addEventListener("scroll", function () {
          if (bar.scrollLeft !== frame.scrollLeft) { echo = frame.scrollLeft; bar.scrollLeft = frame.scrollLeft; }
        }, { passive: true });
      }
      if (bar) {
        bar.hidden = !wide;
        inner.style.width = frame.scrollWidth + "px";
        bar.style.width = frame.clientWidth + "px";
      }
    }
    var image = frame.querySelector("img");
    if (image && !image.complete) image.addEventListener("load", measure);
    window.addEventListener("resize", measure);
    measure();
    frame.addEventListener("dragstart", function (event) { if (frame.classList.contains("pannable")) event.preventDefault(); });
    frame.addEventListener("pointerdown", function (event) {
      if (event.pointerType !== "mouse" || event.button !== 0 || !frame.classList.contains("pannable")) return;
      drag = { x: event.clientX, y: event.clientY, left: frame.scrollLeft, top: window.scrollY };
      moved = false;
    });
    window.addEventListener("pointermove", function (event) {
      if (!drag) return;
      var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!moved && Math.abs(dx) + Math.abs(dy) < 5) return;
      moved = true;
      frame.classList.add("dragging");
      frame.scrollLeft = drag.left - dx;
      window.scrollTo(window.scrollX, drag.top - dy);
      event.preventDefault();
    });
    window.addEventListener("pointerup", function () {
      if (!drag) return;
      drag = null;
      frame.classList.remove("dragging");
    });
    // The click that ends a drag opens nothing (capture: before the viewer's own handler).
    frame.addEventListener("click", function (event) {
      if (moved) { event.preventDefault(); event.stopPropagation(); moved = false; }
    }, true);
  });

  // The full-window viewer.
  var viewer = null, stage, canvas, heads, headsPicture, picture, title, zoomLabel, scale = 1, natural = { width: 0, height: 0 };
  // A sequence diagram's header band (fractions of its width), read from its sticky bar's style.
  var band = null;
  function build() {
    viewer = document.createElement("dialog");
    viewer.className = "viewer";
    viewer.setAttribute("aria-label", "Diagram");
    var bar = document.createElement("div");
    bar.className = "viewer-bar";
    title = document.createElement("span");
    title.className = "viewer-title";
    bar.appendChild(title);
    function button(text, name, action) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = text;
      b.setAttribute("aria-label", name);
      b.title = name;
      b.addEventListener("click", action);
      bar.appendChild(b);
      return b;
    }
    button("−", "Zoom out (-)", function () { zoom(scale / 1.25); });
    zoomLabel = document.createElement("span");
    zoomLabel.className = "viewer-help";
    bar.appendChild(zoomLabel);
    button("+", "Zoom in (+)", function () { zoom(scale * 1.25); });
    button("Fit", "Fit the window (0)", fit);
    button("1:1", "Natural size (1)", function () { zoom(1); });
    button("Close", "Close (Esc)", function () { viewer.close(); });
    stage = document.createElement("div");
    stage.className = "viewer-stage";
    stage.tabIndex = 0;
    canvas = document.createElement("div");
    canvas.className = "viewer-canvas";
    // The lifeline names stick to the top of the viewer too, cropped from the same picture.
    heads = document.createElement("div");
    heads.className = "viewer-heads";
    heads.setAttribute("aria-hidden", "true");
    headsPicture = document.createElement("img");
    headsPicture.alt = "";
    heads.appendChild(headsPicture);
    picture = document.createElement("img");
    picture.alt = "";
    canvas.appendChild(heads);
    canvas.appendChild(picture);
    stage.appendChild(canvas);
    viewer.appendChild(bar);
    viewer.appendChild(stage);
    document.body.appendChild(viewer);

    viewer.addEventListener("keydown", function (event) {
      var step = 60;
      if (event.key === "+" || event.key === "=") zoom(scale * 1.25);
      else if (event.key === "-" || event.key === "_") zoom(scale / 1.25);
      else if (event.key === "0") fit();
      else if (event.key === "1") zoom(1);
      else if (event.key === "ArrowLeft") stage.scrollLeft -= step;
      else if (event.key === "ArrowRight") stage.scrollLeft += step;
      else if (event.key === "ArrowUp") stage.scrollTop -= step;
      else if (event.key === "ArrowDown") stage.scrollTop += step;
      else return;
      event.preventDefault();
    });
    stage.addEventListener("wheel", function (event) {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoom(scale * (event.deltaY < 0 ? 1.1 : 1 / 1.1), event);
    }, { passive: false });
    var drag = null;
    stage.addEventListener("pointerdown", function (event) {
      if (event.pointerType !== "mouse" || event.button !== 0) return;
      drag = { x: event.clientX, y: event.clientY, left: stage.scrollLeft, top: stage.scrollTop };
      stage.classList.add("dragging");
      stage.setPointerCapture(event.pointerId);
    });
    stage.addEventListener("pointermove", function (event) {
      if (!drag) return;
      stage.scrollLeft = drag.left - (event.clientX - drag.x);
      stage.scrollTop = drag.top - (event.clientY - drag.y);
    });
    function stop() { drag = null; stage.classList.remove("dragging"); }
    stage.addEventListener("pointerup", stop);
    stage.addEventListener("pointercancel", stop);
    viewer.addEventListener("close", function () { picture.removeAttribute("src"); headsPicture.removeAttribute("src"); });
  }
  function zoom(next, around) {
    next = Math.min(8, Math.max(0.1, next));
    var rect = stage.getBoundingClientRect();
    var cx = around ? around.clientX - rect.left : rect.width / 2;
    var cy = around ? around.clientY - rect.top : rect.height / 2;
    var x = (stage.scrollLeft + cx) / scale, y = (stage.scrollTop + cy) / scale;
    scale = next;
    var width = Math.round(natural.width * scale);
    picture.style.width = width + "px";
    picture.style.height = Math.round(natural.height * scale) + "px";
    canvas.style.width = width + "px";
    heads.hidden = !band;
    if (band) {
      heads.style.marginTop = band.top * width + "px";
      heads.style.height = band.span * width + "px";
      heads.style.marginBottom = -(band.top + band.span) * width + "px";
      headsPicture.style.width = width + "px";
      headsPicture.style.top = -band.top * width + "px";
    }
    stage.scrollLeft = x * scale - cx;
    stage.scrollTop = y * scale - cy;
    zoomLabel.textContent = Math.round(scale * 100) + "%";
  }
  function fit() {
    var rect = stage.getBoundingClientRect();
    zoom(Math.min(1, (rect.width - 16) / natural.width, (rect.height - 16) / natural.height));
    stage.scrollLeft = 0;
    stage.scrollTop = 0;
  }
  function open(image, caption, figure) {
    if (!viewer) build();
    var bar = figure.querySelector(".diagram-heads-bar");
    band = bar ? { top: parseFloat(bar.style.marginTop) / 100, span: parseFloat(bar.style.paddingTop) / 100 } : null;
    if (band && !(band.span > 0)) band = null;
    natural = { width: Number(image.getAttribute("width")) || image.naturalWidth, height: Number(image.getAttribute("height")) || image.naturalHeight };
    picture.src = image.currentSrc || image.src;
    headsPicture.src = picture.src;
    picture.alt = image.alt;
    title.textContent = caption;
    viewer.showModal();
    // Readable first: natural size when the width fits, else one pixel per point, else fit.
    var rect = stage.getBoundingClientRect();
    var minimum = parseFloat(image.style.minWidth) / natural.width || 0.75;
    zoom(natural.width <= rect.width ? 1 : Math.max(minimum, (rect.width - 16) / natural.width));
    stage.scrollLeft = 0;
    stage.scrollTop = 0;
    stage.focus();
  }
  if (typeof HTMLDialogElement === "function") {
    Array.prototype.forEach.call(document.querySelectorAll(".diagram"), function (figure) {
      var link = figure.querySelector(".diagram-open");
      var image = link && link.querySelector("img");
      if (!image) return;
      var caption = figure.querySelector("figcaption");
      var name = caption ? caption.firstChild.textContent.trim() : image.alt;
      var tools = document.createElement("div");
      tools.className = "diagram-tools";
      var enlarge = document.createElement("button");
      enlarge.type = "button";
      enlarge.textContent = "Enlarge ⤢";
      enlarge.setAttribute("aria-label", "Open the diagram full-window: " + name);
      tools.appendChild(enlarge);
      figure.insertBefore(tools, caption);
      function show(event) {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) return; // a new tab, as asked
        event.preventDefault();
        open(image, name, figure);
      }
      link.addEventListener("click", show);
      enlarge.addEventListener("click", show);
    });
  }
})();
