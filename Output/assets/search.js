// The search box: every word typed is looked for in the titles, headings, text, scenario steps
// and callback names of search-index.js (a script, so that it loads from file:// too). Hits are
// ranked: the guide's pages first, then scenarios, then the reference pages (rules, evidence,
// coverage, device logs); within each, a title that names the callback searched for (as a whole
// word) first, then a match in the title, then in the text, then among the callbacks (a Swift
// name counts as its selector too); each says what it is, with the matched words marked. The box
// lists the best few and links to the results page (search.html?q=…), which lists every hit.
// Enter opens the best hit; "/" jumps to the box. Without JavaScript the box stays hidden and
// every page still reads.
(function () {
  "use strict";
  // The box is made here, not by every page (it is of no use without this script), after the
  // site's title; a theme whose header already holds one keeps it.
  var form = document.querySelector("form.search");
  var header = document.querySelector(".site-header");
  if (!form && header) {
    form = document.createElement("form");
    form.className = "search";
    form.setAttribute("role", "search");
    form.innerHTML = '<label class="visually-hidden" for="search-input">Search pages, scenarios and callbacks</label>'
      + '<input id="search-input" type="search" placeholder="Search (press /)" autocomplete="off" aria-controls="search-results">'
      + '<ul id="search-results" class="search-results" hidden></ul>';
    var title = header.querySelector(".site-title");
    header.insertBefore(form, title ? title.nextSibling : header.firstChild);
  }
  if (!form) return;
  var input = form.querySelector("input");
  var list = form.querySelector(".search-results");
  var root = document.documentElement.getAttribute("data-root") || "";
  var kinds = { page: "Page", heading: "Section", scenario: "Scenario" };
  // How many hits the box lists; the results page lists them all.
  var boxHits = 8;
  var resultsPage = document.getElementById("search-all");
  form.hidden = false;

  // The index (about a megabyte) is fetched when a reader first reaches for the box, not with
  // every page: the box's focus starts it, and what was typed is searched once it is in.
  var entries = null, loadingIndex = false, openFirst = false;
  function prepare(index) {
    entries = index.map(function (entry) {
      return {
        entry: entry,
        title: entry.title.toLowerCase(),
        // The title's words, a selector's colons and a Swift name's argument list set aside, so
        // that "viewWillAppear" names the heading "What viewWillAppear: is for".
        names: entry.title.toLowerCase().split(/[^a-z0-9_:()]+/).map(bareName),
        tier: entry.reference ? 0 : entry.kind === "scenario" ? 1 : 2,
        page: (entry.page || "").toLowerCase(),
        text: (entry.text || "").toLowerCase(),
        terms: (entry.terms || "").toLowerCase()
      };
    });
  }
  function withIndex() {
    if (!entries && window.lifelineSearchIndex) prepare(window.lifelineSearchIndex);
    if (entries || loadingIndex) return entries !== null;
    loadingIndex = true;
    var script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.onload = function () {
      prepare(window.lifelineSearchIndex || []);
      if (resultsPage) showAll();
      // The box opens for a reader who is typing, not for the query the results page was given.
      if (document.activeElement === input && input.value.trim() !== "") show();
      var first = list.querySelector("a");
      if (openFirst && first) window.location.href = first.href;
    };
    document.head.appendChild(script);
    return false;
  }

  function bareName(word) { return word.replace(/\(.*$/, "").replace(/:+$/, ""); }

  function count(haystack, word) {
    var n = 0, at = haystack.indexOf(word);
    while (at !== -1 && n < 5) { n += 1; at = haystack.indexOf(word, at + word.length); }
    return n;
  }

  // What one word earns an entry: 0 when it is nowhere in it.
  function wordScore(item, word) {
    var total = 0;
    var inTitle = item.title.indexOf(word) !== -1;
    var inTerms = item.terms.indexOf(word) !== -1;
    var inText = count(item.text, word);
    var inPage = item.page.indexOf(word) !== -1;
    if (!inTitle && !inTerms && !inText && !inPage) return 0;
    if (inTitle) total += 100 + (item.title === word ? 20 : 0) + (item.title.indexOf(word) === 0 ? 5 : 0);
    // A scenario that makes the call shows it; a page whose diagrams make it only draws it.
    if (inTerms) total += item.entry.kind === "scenario" ? 5 : 1;
    if (inText) total += 3 + inText;
    if (inPage) total += 2;
    return total;
  }

  // Every word must be found, as typed or (a Swift name) as its selector, whichever earns more.
  // The guide outranks scenarios, which outrank the reference pages; within each, a title naming
  // a word searched for comes first.
  function score(item, words) {
    var total = 0;
    for (var i = 0; i < words.length; i += 1) {
      var best = 0;
      words[i].forEach(function (word) {
        var value = wordScore(item, word);
        var bare = bareName(word);
        if (value > 0 && bare.length > 3 && item.names.indexOf(bare) !== -1) value += 1000;
        best = Math.max(best, value);
      });
      if (best === 0) return 0;
      total += best;
    }
    total += [0, 10000, 20000][item.tier];
    total += { page: 6, heading: 4, scenario: 2 }[item.entry.kind] || 0;
    return total;
  }

  // A Swift name (viewWillAppear(_:), init(coder:), deinit) also finds what its selector finds:
  // assets/swift-names.js, which the build writes from the model's one table of spellings, is
  // loaded the first time a word looks like one.
  var selectorOf = null, loadingNames = false;
  function learnNames() {
    selectorOf = {};
    var table = window.lifelineSwiftNames || {};
    Object.keys(table).forEach(function (selector) { selectorOf[table[selector].toLowerCase()] = selector.toLowerCase(); });
  }
  function spellings(word) {
    if (!selectorOf && window.lifelineSwiftNames) learnNames();
    if (!selectorOf && !loadingNames && /[()]|^deinit$/.test(word)) {
      loadingNames = true;
      var script = document.createElement("script");
      script.src = root + "assets/swift-names.js";
      script.onload = function () { learnNames(); if (input.value.trim() !== "") show(); if (resultsPage) showAll(); };
      document.head.appendChild(script);
    }
    var selector = selectorOf && selectorOf[word];
    return selector && selector !== word ? [word, selector] : [word];
  }

  function search(query) {
    var typed = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (typed.length === 0) return { words: typed, hits: [] };
    var words = typed.map(spellings);
    var hits = [];
    entries.forEach(function (item, order) {
      var value = score(item, words);
      if (value > 0) hits.push({ item: item, score: value, order: order });
    });
    hits.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    return { words: [].concat.apply([], words), hits: hits };
  }

  // Text with every occurrence of the words wrapped in <mark>, built as nodes (never as HTML).
  function marked(text, words) {
    var fragment = document.createDocumentFragment();
    var escaped = words.map(function (word) { return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); });
    var pattern = new RegExp("(" + escaped.join("|") + ")", "ig");
    var last = 0, match;
    while ((match = pattern.exec(text)) !== null) {
      if (match[0].length === 0) { pattern.lastIndex += 1; continue; }
      fragment.appendChild(document.createTextNode(text.slice(last, match.index)));
      var mark = document.createElement("mark");
      mark.textContent = match[0];
      fragment.appendChild(mark);
      last = match.index + match[0].length;
    }
    fragment.appendChild(document.createTextNode(text.slice(last)));
    return fragment;
  }

  // A few words of the text around the first match, or the callbacks that matched.
  function snippet(item, words) {
    var text = item.entry.text || "";
    var lower = item.text;
    var at = -1;
    words.forEach(function (word) { var found = lower.indexOf(word); if (found !== -1 && (at === -1 || found < at)) at = found; });
    if (at !== -1) {
      var start = Math.max(0, at - 50), end = Math.min(text.length, at + 110);
      while (start > 0 && text[start - 1] !== " ") start -= 1;
      return (start > 0 ? "…" : "") + text.slice(start, end).trim() + (end < text.length ? "…" : "");
    }
    var terms = (item.entry.terms || "").split(" ").filter(function (term) {
      var t = term.toLowerCase();
      return words.some(function (word) { return t.indexOf(word) !== -1; });
    });
    if (terms.length) return (item.entry.kind === "scenario" ? "Calls " : "Its diagrams show ") + terms.slice(0, 4).join(", ");
    return text.slice(0, 110) + (text.length > 110 ? "…" : "");
  }

  // The results page for a query: search.html?q=…
  function resultsAddress(query) { return root + "search.html?q=" + encodeURIComponent(query.trim()); }

  function hitItem(hit, result, best) {
      var entry = hit.item.entry;
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + entry.url;
      if (best) link.className = "best";
      var kind = document.createElement("span");
      kind.className = "search-kind";
      kind.textContent = kinds[entry.kind] || entry.kind;
      link.appendChild(kind);
      var title = document.createElement("span");
      title.className = "search-title";
      title.appendChild(marked(entry.title, result.words));
      link.appendChild(title);
      if (entry.page) {
        var page = document.createElement("span");
        page.className = "search-page";
        page.textContent = "in " + entry.page;
        link.appendChild(page);
      }
      var text = snippet(hit.item, result.words);
      if (text) {
        var context = document.createElement("span");
        context.className = "search-snippet";
        context.appendChild(marked(text, result.words));
        link.appendChild(context);
      }
      item.appendChild(link);
      return item;
  }

  function show() {
    if (!withIndex()) return;
    var result = search(input.value);
    list.textContent = "";
    if (input.value.trim() === "") { list.hidden = true; return; }
    if (result.hits.length === 0) {
      var none = document.createElement("li");
      none.className = "search-empty";
      none.textContent = "Nothing matches “" + input.value.trim() + "”.";
      list.appendChild(none);
    }
    result.hits.slice(0, boxHits).forEach(function (hit, position) {
      list.appendChild(hitItem(hit, result, position === 0));
    });
    if (result.hits.length > 0) {
      var all = document.createElement("li");
      all.className = "search-all-link";
      var link = document.createElement("a");
      link.href = resultsAddress(input.value);
      link.textContent = result.hits.length > boxHits
        ? "All " + result.hits.length + " results →" : "The results on a page of their own →";
      all.appendChild(link);
      list.appendChild(all);
    }
    list.hidden = false;
  }

  // The results page: every hit for ?q=, in the same order as the box.
  function showAll() {
    var query = new URLSearchParams(location.search).get("q") || "";
    var summary = document.getElementById("search-summary");
    if (!withIndex()) { summary.textContent = "Searching…"; return; }
    var result = search(query);
    resultsPage.textContent = "";
    if (query.trim() === "") summary.textContent = "Type a callback, a class or a few words in the search box.";
    else if (result.hits.length === 0) summary.textContent = "Nothing matches “" + query.trim() + "”.";
    else summary.textContent = result.hits.length + (result.hits.length === 1 ? " result" : " results") + " for “" + query.trim() + "”.";
    result.hits.forEach(function (hit) { resultsPage.appendChild(hitItem(hit, result, false)); });
  }
  if (resultsPage) {
    input.value = new URLSearchParams(location.search).get("q") || "";
    showAll();
  }

  input.addEventListener("input", show);
  input.addEventListener("focus", function () { if (withIndex() && input.value.trim() !== "") show(); });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a");
    if (input.value.trim() !== "" && !first) { show(); first = list.querySelector("a"); }
    if (first) window.location.href = first.href;
    else if (!entries) openFirst = true;
  });
  form.addEventListener("keydown", function (event) {
    var links = Array.prototype.slice.call(list.querySelectorAll("a"));
    var at = links.indexOf(document.activeElement);
    if (event.key === "Escape") { input.value = ""; show(); input.focus(); }
    else if (event.key === "ArrowDown" && links.length) { event.preventDefault(); links[Math.min(at + 1, links.length - 1)].focus(); }
    else if (event.key === "ArrowUp" && at >= 0) { event.preventDefault(); (at === 0 ? input : links[at - 1]).focus(); }
  });
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
    if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
    }
  });
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) list.hidden = true;
  });
})();
