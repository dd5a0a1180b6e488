// Generated from Templates/ by Tests/LifelineDocsTests/BuiltInThemeTests.swift: do not edit. After changing
// Templates/, run LIFELINE_RECORD=1 swift test --filter BuiltInThemeTests (the test fails while this is stale).

/// The default theme, compiled into `lifeline`: Templates/*.mustache by name, Templates/assets/ by path.
/// A project's Templates/ replaces them file by file.
enum BuiltInTheme {
    static let templates: [String: String] = [
        "404": #"""
{{<layout}}
{{$main}}
<h1>Page not found</h1>
<p>There is no page at this address. It may have moved when the site was rebuilt.</p>
<p><a href="{{root}}index.html">Go to the home page</a> or <a href="{{root}}scenarios/index.html">browse the scenarios</a>.</p>
{{/main}}
{{/layout}}

"""#,
        "contents": ##"""
{{#hasContents}}
<details class="contents-inline" hidden><summary>On this page</summary></details>
{{/hasContents}}

"""##,
        "coverage": ###"""
{{% CONTENT_TYPE: MARKDOWN}}
{{! The Coverage page, written as Markdown: a double-braced name is escaped for Markdown, a triple-braced one is a link destination the build made. }}
# {{title}}

Every rule of the model, every callback it can make and every change of state it records: which canonical scenarios make it happen, and how many published device logs show it in the order the model predicts (a log backs a rule or a callback when it is among the calls the log and the model share, in order; see {{#evidence}}[{{text}}]({{{href}}}){{/evidence}}). What no log backs is the model's claim alone, on Apple's documentation, an article or our guess: the {{#rulesPage}}[{{text}}]({{{href}}}){{/rulesPage}} page gives each rule's sources.

## Rules

| Rule | Scenarios | Device logs that agree |
|---|---|---|
{{#rules}}
| {{#rule}}[{{text}}]({{{href}}}){{/rule}} | {{#scenarios}}{{> markdown-links}}{{/scenarios}} | {{#logs}}{{> markdown-links}}{{/logs}} |
{{/rules}}

{{backedRules}} of the {{ruleCount}} rules are backed by at least one device log.

## Callbacks

| Callback | Swift | Scenarios | Device logs |
|---|---|---|---|
{{#callbacks}}
| `{{{selector}}}` | `{{{swift}}}` | {{#scenarios}}{{> markdown-links}}{{/scenarios}} | {{#logs}}{{> markdown-links}}{{/logs}} |
{{/callbacks}}

{{backedCallbacks}} of the {{callbackCount}} callbacks are backed by at least one device log.

## State transitions

| Machine | From | To | Through | Scenarios |
|---|---|---|---|---|
{{#transitions}}
| {{{machine}}} | {{{from}}} | {{{to}}} | `{{{via}}}` | {{#scenarios}}{{> markdown-links}}{{/scenarios}} |
{{/transitions}}

"""###,
        "evidence-log": ###"""
{{% CONTENT_TYPE: MARKDOWN}}
{{! A device log's page, written as Markdown: a double-braced name is escaped for Markdown; a triple-braced one is what the build made (a link destination, the log's code block, the diff figure). }}
# {{title}}

- **Source:** {{#source}}[{{text}}]({{{href}}}){{/source}}{{^source}}{{sourceName}}{{/source}}, by {{author}}, published {{published}}
- **iOS:** {{ios}}{{#iosReason}} (inferred: {{iosReason}}){{/iosReason}}{{#device}}; {{device}}{{/device}}
- **What the author logged:** {{logged}}
- **Form:** {{form}}
- **Scenario:** {{#scenario}}[{{text}}]({{{href}}}){{/scenario}}{{#profile}} ({{profile}}){{/profile}}
{{#note}}
- **Note:** {{note}}
{{/note}}
{{#needs}}
- **The model lacks:** {{needs}}
{{/needs}}

## Verdict

{{#agrees}}
The log **agrees** with the model: {{calls}} calls compared, in order{{countsNote}}.
{{/agrees}}
{{^agrees}}
The log **diverges** from the model. Why: {{divergence}}.
{{#parting}}

Where they part: line {{line}}: {{message}}.
{{/parting}}
{{/agrees}}

## The log

Quoted as published; the lines Lifeline reads a callback from are compared.

{{{logBlock}}}
{{#figure}}

## Device against model

{{{figure}}}
{{/figure}}

## Aligned calls

Log lines against the scenario's trace calls (the numbers of its trace table).

| Log line | Trace call | Call | Only |
|---|---|---|---|
{{#rows}}
| {{logLine}} | {{traceCall}} | {{call}} | {{only}} |
{{/rows}}

"""###,
        "evidence-row": ##"""
{{% CONTENT_TYPE: MARKDOWN}}
{{! One row of the Evidence page's table of logs, in Markdown. It is rendered once for each kind of row (its iOS version inferred or not) and then filled with each row's values, so a value is placed as it is, escaped or not; a section may test inferred. }}
| {{#log}}[{{text}}]({{{href}}}){{/log}} | {{author}} | {{ios}}{{#inferred}} *(inferred)*{{/inferred}} | {{#scenario}}[{{text}}]({{{href}}}){{/scenario}} | {{verdict}} |

"""##,
        "evidence": ###"""
{{% CONTENT_TYPE: MARKDOWN}}
{{! The Evidence page, written as Markdown: a double-braced name is escaped for Markdown, a triple-braced one is a link destination or the table's rows (evidence-row.mustache, one a log) the build made. }}
# {{title}}

Lifeline's model is checked against {{logCount}} console logs that iOS developers published in blog posts, answers, books and sample projects ({{pasted}} pasted from the console, {{written}} written out by their authors as ordered lists). Each log is held against a scenario that reproduces what its author did. Only the callbacks the log shows are compared, in the order the log prints them: a log that prints five callbacks says nothing about the others. The build fails when a log disagrees with the model for a reason nobody wrote down.

**{{agreeing}} of {{logCount}} logs agree with the model. {{diverging}} diverge, each for the reason given below.** {{#guide}}[{{text}}]({{{href}}}) shows how to compare a log of your own, and how to add one here.{{/guide}}

Which areas of the model these logs back, and which have too few logs (with what a reader could log to fill them), is on the {{#evidenceByArea}}[{{text}}]({{{href}}}){{/evidenceByArea}} page. An iOS version marked *inferred* is not stated by the author: its log's page says why that version.

| Log | Author | iOS | Scenario | Verdict |
|---|---|---|---|---|
{{{logRows}}}

## Known divergences

Where a log and the model disagree, the model either changes (with the log cited in the rule's source) or the difference stays on record here with its reason.

{{#divergences}}
- {{#log}}[{{text}}]({{{href}}}){{/log}}: {{reason}}
{{/divergences}}

"""###,
        "footer": #"""
<footer class="site-footer">
<p>Every diagram on this site is computed by Lifeline's model of UIKit: nothing is drawn by hand.</p>
</footer>

"""#,
        "header": #"""
<header class="site-header">
<a class="site-title" href="{{root}}index.html">{{siteTitle}}</a>
</header>

"""#,
        "layout": ##"""
<!doctype html>
<html lang="en" data-root="{{root}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{{documentTitle}}</title>
<meta name="description" content="{{description}}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="{{siteTitle}}">
<meta property="og:title" content="{{title}}">
<meta property="og:description" content="{{description}}">
<script>try{var s=localStorage,t=s.getItem("lifeline-theme"),h=document.documentElement;if(t=="light"||t=="dark"){h.dataset.theme=t;h.style.colorScheme=t}if(s.getItem("lifeline-names")=="swift")h.dataset.names="swift"}catch(e){}</script>
{{^notFoundBase}}
<link rel="icon" href="{{root}}assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="{{root}}assets/style.css">
<script src="{{root}}assets/search.js" defer></script>
<script src="{{root}}assets/reader.js" defer></script>
{{/notFoundBase}}
{{#notFoundBase}}
<!-- A host serves this page at any depth (/a/b/c.html): a <base> at the site's root comes first,
     then the assets, so that no relative address is fetched from the wrong folder. -->
<script>(function () {
  var b = "{{notFoundBase}}", p = location.pathname, head = document.head;
  if (location.protocol !== "file:") {
    var base = document.createElement("base");
    base.setAttribute("href", p.indexOf(b) === 0 ? b : "/");
    head.appendChild(base);
  }
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    if (tag === "script") element.async = false;
    head.appendChild(element);
  }
  add("link", { rel: "icon", type: "image/svg+xml", href: "assets/favicon.svg" });
  add("link", { rel: "stylesheet", href: "assets/style.css" });
  document.addEventListener("DOMContentLoaded", function () {
    ["assets/search.js", "assets/reader.js"].forEach(function (file) { add("script", { src: file }); });
  });
}());</script>
<noscript><link rel="stylesheet" href="{{root}}assets/style.css"></noscript>
{{/notFoundBase}}
</head>
<body>
<a class="skip-link" href="#main">Skip to the content</a>
{{> header}}
<div class="layout">
{{> navigation}}
<main id="main"{{^hasContents}} class="no-contents"{{/hasContents}}>
{{#hasContents}}
<nav class="toc" aria-label="On this page">
<p class="toc-title">On this page</p>
<ul>
{{#contents}}
<li{{#nested}} class="nested"{{/nested}}><a href="{{href}}">{{text}}</a></li>
{{/contents}}
</ul>
</nav>
{{/hasContents}}
<article class="content">
{{$main}}{{/main}}
{{#editURL}}
<p class="edit-page"><a href="{{editURL}}">Edit this page</a></p>
{{/editURL}}
</article>
{{> pager}}
</main>
</div>
{{> footer}}
</body>
</html>

"""##,
        "markdown-links": ##"""
{{! A table cell: this file ends without a line break, which would end the row. }}{{^listed}}{{none}}{{/listed}}{{#listed}}{{count}}: {{/listed}}{{#links}}[{{text}}]({{{href}}}){{^last()}}, {{/last()}}{{/links}}{{#more}}, …{{/more}}
"""##,
        "markdown-log": ##"""
{{! A device log named in running text: linked when the site has its page. This file ends without a line break, which would end the line. }}{{#link}}[{{text}}]({{{href}}}){{/link}}{{^link}}*{{id}}* (in Lifeline's own evidence){{/link}}
"""##,
        "navigation": #"""
<details class="pages">
<summary>Pages</summary>
<nav aria-label="Pages">
<ul>
{{{sidebar}}}
</ul>
</nav>
</details>

"""#,
        "page": ##"""
{{<layout}}
{{$main}}
{{#draft}}
<p class="draft-badge" role="note">Draft: shown in this preview only, not published</p>
{{/draft}}
{{{heading}}}
{{> contents}}
{{{body}}}
{{/main}}
{{/layout}}

"""##,
        "pager": ##"""
{{#hasNeighbours}}
<nav class="pager" aria-label="Previous and next page">
{{#previous}}<a class="previous" href="{{href}}" rel="prev"><span class="pager-label">Previous</span> {{title}}</a>{{/previous}}
{{#next}}<a class="next" href="{{href}}" rel="next"><span class="pager-label">Next</span> {{title}}</a>{{/next}}
</nav>
{{/hasNeighbours}}

"""##,
        "rules-area": ###"""
{{% CONTENT_TYPE: MARKDOWN}}
{{! An area's page of rules, written as Markdown: a double-braced name is escaped for Markdown, a triple-braced one is a link destination the build made. }}
# {{title}}

{{ruleCount}} of the rules that place every call of a Lifeline trace; {{#rulesPage}}[{{text}}]({{{href}}}){{/rulesPage}} lists them all, with the evidence behind each area.

{{#rules}}
## {{id}}

{{summary}}{{#guess}} *(Our guess: no source settles it.)*{{/guess}}{{#partly}} *(Partly our guess: its sources say which part.)*{{/partly}}

- **Holds for:** {{holdsFor}}
- **Sources:** {{#sources}}{{#apple}}[{{text}}]({{{href}}}) (Apple){{/apple}}{{#log}}device log {{> markdown-log}}{{/log}}{{#article}}{{#url}}[{{author}}, *{{title}}*]({{{url}}}){{/url}}{{^url}}{{author}}, *{{title}}*{{/url}}{{/article}}{{#ownCode}}the scenario's own code (the app makes the call){{/ownCode}}{{#guessReasoning}}**our guess:** {{guessReasoning}}{{/guessReasoning}}{{^last()}}; {{/last()}}{{/sources}}
- **Used by:** {{^usedBy}}no canonical scenario{{/usedBy}}{{#usedBy}}{{#links}}[{{text}}]({{{href}}}){{^last()}}, {{/last()}}{{/links}}{{#more}} and {{more}} more{{/more}} ({{count}} {{noun}}){{/usedBy}}
- **Device logs that agree:** {{^backing}}{{noBacking}}{{/backing}}{{#backing}}{{#log}}{{> markdown-log}}{{/log}} ({{calls}} {{noun}}){{^last()}}, {{/last()}}{{/backing}}
{{#partings}}
- **Parts from a device log:** {{#log}}{{> markdown-log}}{{/log}}, at trace call {{call}}: {{reason}}
{{/partings}}

{{/rules}}

"""###,
        "rules": ###"""
{{% CONTENT_TYPE: MARKDOWN}}
{{! The Rules page, written as Markdown: a double-braced name is escaped for Markdown, a triple-braced one is a link destination the build made. }}
# {{title}}

Every call in a Lifeline trace is placed by one of these {{ruleCount}} rules: it says where UIKit makes the call, on which iOS profiles, and on what evidence — Apple's documentation, a published device log, an article, the scenario's own code, or, where no source settles it, our guess. {{backed}} rules are backed by at least one device log that agrees with the model; {{guesses}} rest on guesses, and the scenario pages and sequence diagrams mark the calls they place. {{partlyGuesses}} more are partly our guess: their sources settle part of what they say (Apple names the callback, say) and our guess the rest (where it falls); the scenario pages' traces mark their calls "partly guess". `lifeline rules` prints this catalogue, and `lifeline why SCENARIO N` answers for any call.

## Evidence by area

How many published device logs agree with each area's rules, and from how many sources (a page, an answer or a repository counts once). An area with fewer than five logs from three sources needs more: the last column says what to log.

| Area | Rules | Guesses | Logs that agree | Sources | What a reader could log |
|---|---|---|---|---|---|
{{#evidence}}
| {{#area}}[{{text}}]({{{href}}}){{/area}} | {{rules}} | {{guesses}} | {{logs}} | {{sources}} | {{ask}} |
{{/evidence}}

## Every rule

Each area's page gives its rules' sources, the scenarios that use them and the device logs that back them.

{{#areas}}
- **{{#area}}[{{text}}]({{{href}}}){{/area}}** ({{count}}): {{#rules}}{{#rule}}[{{text}}]({{{href}}}){{/rule}}{{#guess}} *(our guess)*{{/guess}}{{#partly}} *(partly)*{{/partly}}{{^last()}}, {{/last()}}{{/rules}}
{{/areas}}

"""###,
        "scenario-entry": ##"""
{{! One scenario of the Scenarios page's lists. It is rendered once for each kind of entry (with a summary or not) and then filled with each entry's values, so a value is placed as it is, escaped or not; a section may test summary. }}
<li><a href="{{href}}">{{title}}</a> <span class="profile">{{profile}}</span>{{#summary}}<p>{{summary}}</p>{{/summary}}</li>

"""##,
        "scenario": ##"""
{{<layout}}
{{$main}}
{{#scenario}}
<h1>{{title}}</h1>
<p class="meta"><span class="profile">{{profile}}</span>{{#groupName}} <span class="group">{{groupName}}</span>{{/groupName}} <code>{{id}}</code></p>
{{#lead}}<p class="lead">{{lead}}</p>{{/lead}}
{{{evidence}}}
{{> contents}}
{{#writtenIn}}<p>This scenario is written in the page <a href="{{href}}">{{title}}</a>.</p>{{/writtenIn}}

<h2 id="steps">Steps<a class="anchor" href="#steps" aria-label="Link to this section">#</a></h2>
<ol class="steps">
{{#steps}}
<li>{{text}}</li>
{{/steps}}
</ol>
<details class="source">
<summary>The scenario as written <code>{{sourcePath}}</code></summary>
<pre><code>{{sourceText}}</code></pre>
</details>

{{#undrawn}}
{{#reproduction}}
<p class="undrawn">This scenario reproduces device logs, and the site draws no diagram of it: its whole trace is below, each log's page aligns the log with it, and a log that diverges draws the device against the model for the callbacks it prints. <code>{{command}}</code> draws its sequence diagram.</p>
{{/reproduction}}
{{#longTrace}}
<p class="undrawn">Its {{calls}} calls are more than a sequence diagram can show readably, so this page draws only the state graph: the trace below lists every call, and <code>{{command}}</code> draws its sequence diagram.</p>
{{/longTrace}}
{{/undrawn}}
{{#sequenceFigure}}
<h2 id="sequence-diagram">Sequence diagram<a class="anchor" href="#sequence-diagram" aria-label="Link to this section">#</a></h2>
{{{sequenceFigure}}}
{{/sequenceFigure}}
{{#stateFigure}}

<h2 id="state-graph">State graph<a class="anchor" href="#state-graph" aria-label="Link to this section">#</a></h2>
<p>The states that all scenarios together take view controllers and views through; this scenario's path is highlighted, each step numbered with the call that made it (the numbers of the sequence diagram and the trace).</p>
{{{stateFigure}}}
{{/stateFigure}}

<h2 id="trace">Trace<a class="anchor" href="#trace" aria-label="Link to this section">#</a></h2>
<p>Every call UIKit makes, in order. Indentation shows nesting: a call made while the one above it is still running. A call's number links to the <a href="{{rulesHref}}">rule</a> that places it; a call marked <span class="guess">guess</span> follows a rule no source settles, and the sequence diagram marks it “(our guess)”; one marked <span class="guess partly">partly guess</span> follows a rule whose sources settle only part of it (the rule says which part).</p>
<div class="table-scroll holds-cards" tabindex="0" role="region" aria-label="Trace, scrolls sideways">
<table class="trace cards">
<thead><tr><th scope="col">#</th><th scope="col">Step</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Callback</th><th scope="col">Nesting</th></tr></thead>
<tbody>
{{{traceRows}}}</tbody>
</table>
</div>

<h2 id="downloads">Downloads<a class="anchor" href="#downloads" aria-label="Link to this section">#</a></h2>
<ul class="downloads">
{{#downloads}}
<li>{{label}}: {{#links}}<a href="{{href}}" download>{{title}}</a> {{/links}}{{#command}}<code>{{command}}</code>{{/command}}</li>
{{/downloads}}
</ul>
{{/scenario}}
{{/main}}
{{/layout}}

"""##,
        "scenarios": ##"""
{{<layout}}
{{$main}}
<h1>Scenarios</h1>
<p class="lead">Each scenario is a short story told to Lifeline's model of UIKit. Its page shows what UIKit calls, in order, as a table and as diagrams, with the files to download.</p>
{{> contents}}
{{#scenarioIndex}}
{{#groups}}
<section class="scenario-group">
<h2 id="{{anchor}}">{{name}}<a class="anchor" href="#{{anchor}}" aria-label="Link to this section">#</a></h2>
<ul class="scenario-list">
{{{entries}}}</ul>
</section>
{{/groups}}
{{/scenarioIndex}}
{{/main}}
{{/layout}}

"""##,
        "search": #"""
{{<layout}}
{{$main}}
<h1>Search</h1>
<p id="search-summary" class="lead">Type a callback, a class or a few words in the search box.</p>
<ol id="search-all" class="search-all"></ol>
<noscript><p>Searching needs JavaScript. Every page is in the list of pages, and every scenario in <a href="{{root}}scenarios/index.html">the scenario index</a>.</p></noscript>
{{/main}}
{{/layout}}

"""#,
        "sidebar-item": ##"""
<li{{#inSection}} class="in-section"{{/inSection}}><a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a></li>

"""##,
        "trace-row": ##"""
{{! One row of a scenario page's trace table. It is rendered once for each kind of row (a call, a note, a change of state; marked or not; with arguments or a returned value or not) and then filled with each row's values, so a value is placed as it is, escaped or not; a section may test a flag, arguments or returned. }}
{{#isCall}}
<tr{{#isGuess}} class="guessed"{{/isGuess}}><td><a href="{{ruleHref}}">{{number}}</a></td><td>{{step}}</td><td>{{caller}}</td><td>{{receiver}}</td><td class="depth-{{indent}}"><code>{{text}}</code>{{#arguments}} <span class="arguments">{{arguments}}</span>{{/arguments}}{{#returned}} <span class="returned">→&#160;{{returned}}</span>{{/returned}}{{#isGuess}} <span class="guess">guess</span>{{/isGuess}}{{#isPartlyGuess}} <span class="guess partly">partly guess</span>{{/isPartlyGuess}}</td><td>{{depth}}</td></tr>
{{/isCall}}
{{#isNote}}
<tr class="note"><td></td><td>{{step}}</td><td></td><td>{{receiver}}</td><td class="depth-{{indent}}">{{text}}</td><td></td></tr>
{{/isNote}}
{{#isTransition}}
<tr class="transition"><td></td><td>{{step}}</td><td></td><td>{{receiver}}</td><td class="depth-{{indent}}">state: {{text}}</td><td></td></tr>
{{/isTransition}}

"""##,
    ]

    static let assets: [String: String] = [
        "favicon.svg": ##"""
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Lifeline</title><rect width="32" height="32" rx="7" fill="#0a5bc4"/><rect x="5" y="5" width="9" height="5" rx="1.5" fill="#fff"/><rect x="18" y="5" width="9" height="5" rx="1.5" fill="#fff"/><path d="M9.5 10v18M22.5 10v18" stroke="#fff" stroke-width="1.6" stroke-dasharray="2 2"/><path d="M9.5 15h11" stroke="#fff" stroke-width="2"/><path d="M19 12.5l3.5 2.5-3.5 2.5z" fill="#fff"/><path d="M22.5 22h-11" stroke="#fff" stroke-width="2"/><path d="M13 19.5l-3.5 2.5 3.5 2.5z" fill="#fff"/></svg>

"""##,
        "reader.js": ##"""
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

"""##,
        "search.js": #"""
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

"""#,
        "style.css": ##"""
/* Lifeline's site: light and dark follow the reader's system; no web fonts, no framework. */
:root {
  --bg: #ffffff;
  --bg-soft: #f6f8fa;
  --text: #1f2328;
  --muted: #59636e;
  --border: #d1d9e0;
  --accent: #0a5bc4;
  --accent-soft: #ddf4ff;
  --guess-soft: #fff1e5;
  --note: #fff8c5;
  --hl-keyword: #cf222e;
  --hl-type: #8250df;
  --hl-string: #0a3069;
  --hl-number: #0550ae;
  --hl-comment: #59636e;
  --hl-attribute: #953800;
  --hl-directive: #116329;
  --sans: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
  --mono: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace;
  /* The header's height: it stays at the window's top, and what sticks below it (the page list,
     the contents, a diagram's lifeline names) or is scrolled to (a heading) starts under it. */
  --header-height: 3.75rem;
  /* Positions below the sticky header (3.75rem on the wide screens that use them), written out:
     the W3C checker's CSS parser fails on var() inside calc(). Change them with --header-height. */
  --toc-top: 4.75rem;
  --toc-max-height: calc(100vh - 5.75rem);
  --pages-top: 3.25rem;
  --pages-max-height: calc(100vh - 3.25rem);
}

/* Dark: the reader's system, unless the toggle chose (data-theme on <html>, remembered). */
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) {
    --bg: #0d1117;
    --bg-soft: #161b22;
    --text: #e6edf3;
    --muted: #9198a1;
    --border: #3d444d;
    --accent: #58a6ff;
    --accent-soft: #1f2d3d;
    --guess-soft: #3a2a1a;
    --note: #2e2a14;
    --hl-keyword: #ff7b72;
    --hl-type: #d2a8ff;
    --hl-string: #a5d6ff;
    --hl-number: #79c0ff;
    --hl-comment: #9198a1;
    --hl-attribute: #ffa657;
    --hl-directive: #7ee787;
  }
}
:root[data-theme="dark"] {
  --bg: #0d1117;
  --bg-soft: #161b22;
  --text: #e6edf3;
  --muted: #9198a1;
  --border: #3d444d;
  --accent: #58a6ff;
  --accent-soft: #1f2d3d;
  --guess-soft: #3a2a1a;
  --note: #2e2a14;
  --hl-keyword: #ff7b72;
  --hl-type: #d2a8ff;
  --hl-string: #a5d6ff;
  --hl-number: #79c0ff;
  --hl-comment: #9198a1;
  --hl-attribute: #ffa657;
  --hl-directive: #7ee787;
}
/* (The chosen scheme's color-scheme, which the diagrams follow, is set by the scripts: the
   checker does not know the property.) */

* { box-sizing: border-box; }

html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-padding-top: var(--header-height); }

body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font: 17px/1.6 var(--sans);
}

a { color: var(--accent); }

.skip-link { position: absolute; left: -999px; }
.skip-link:focus { left: 1rem; top: 1rem; z-index: 10; background: var(--bg); padding: 0.5rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

/* Header: the site's name, the search box, the names switch and the theme toggle, kept at the
   window's top while the page scrolls. */
.site-header {
  position: sticky;
  top: 0;
  z-index: 20;
  height: var(--header-height);
  background: var(--bg);
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  border-bottom: 1px solid var(--border);
}
.site-title { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 700; font-size: 1.15rem; color: var(--text); text-decoration: none; }
.site-title::before { content: ""; width: 1.35rem; height: 1.35rem; background: url(favicon.svg) center / contain no-repeat; }
.theme-toggle {
  flex: none;
  width: 2.2rem;
  height: 2.2rem;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--bg-soft);
  color: var(--text);
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
}
.search { position: relative; flex: 0 1 22rem; margin-left: auto; }
.search input {
  width: 100%;
  padding: 0.4rem 0.7rem;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--bg-soft);
  color: var(--text);
  font: inherit;
  font-size: 0.95rem;
}
.search-results {
  position: absolute;
  right: 0;
  left: 0;
  z-index: 5;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  background: var(--bg);
  border: 1px solid var(--border);
  border-radius: 6px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
  max-height: 70vh;
  overflow-y: auto;
}
.search-results a { display: block; padding: 0.4rem 0.75rem; text-decoration: none; line-height: 1.35; }
.search-results a:focus, .search-results a:hover, .search-results a.best { background: var(--accent-soft); outline: none; }
.search-title { font-weight: 600; overflow-wrap: anywhere; }
.search-kind {
  float: right;
  margin-left: 0.5rem;
  padding: 0 0.4rem;
  border: 1px solid var(--border);
  border-radius: 999px;
  font-size: 0.7rem;
  color: var(--muted);
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.search-page, .search-snippet { display: block; font-size: 0.8rem; color: var(--muted); overflow-wrap: anywhere; }
.search-snippet { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; }
.search-snippet { color: var(--text); opacity: 0.85; }
.search-results mark { background: var(--note); color: inherit; border-radius: 2px; padding: 0 1px; }
.search-empty { padding: 0.35rem 0.75rem; color: var(--muted); }
.search-all-link { border-top: 1px solid var(--border); margin-top: 0.25rem; }
.search-all-link a { font-size: 0.85rem; font-weight: 600; }
/* The results page (search.html?q=…): every hit, as the box shows them. */
.search-all { list-style: none; margin: 1rem 0; padding: 0; }
.search-all li { border-bottom: 1px solid var(--border); }
.search-all a { display: block; padding: 0.6rem 0.5rem; text-decoration: none; line-height: 1.4; }
.search-all a:hover, .search-all a:focus { background: var(--accent-soft); }
.search-all .search-title { font-size: 1.05rem; }
.search-all mark { background: var(--note); color: inherit; border-radius: 2px; padding: 0 1px; }

/* Three columns on a wide screen: pages, the article, its table of contents. */
.layout {
  display: grid;
  grid-template-columns: 15rem minmax(0, 1fr);
  gap: 2.5rem;
  max-width: 100rem;
  margin: 0 auto;
  padding: 0 1.5rem;
}
main {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "toc" "content" "pager";
  align-content: start;
  padding: 1.5rem 0 3rem;
}
main > .toc { grid-area: toc; }
main > .content { grid-area: content; min-width: 0; }
main > .pager { grid-area: pager; }

/* Prose keeps a readable measure; figures, tables and the trace may use the column's whole width
   (tables wrap their cells to fit it). From 1280 px the contents sit beside the text. */
.content > * { max-width: 50rem; }
.content > .diagram, .content > .side-by-side, .content > .table-scroll, .content > table { max-width: 100%; }
@media (min-width: 80rem) {
  main {
    grid-template-columns: minmax(0, 1fr) 13rem;
    grid-template-areas: "content toc" "pager .";
    column-gap: 2rem;
  }
  /* A page without contents keeps the whole width for its text. */
  main.no-contents { grid-template-columns: minmax(0, 1fr); grid-template-areas: "content" "pager"; }
  main > .toc { position: sticky; top: var(--toc-top); align-self: start; max-height: var(--toc-max-height); overflow-y: auto; }
}

/* The page list, once per page: a sidebar on a wide screen, a folded menu on a phone. It is a
   <details> closed in the HTML; here its summary is hidden and its list shown whether it is open
   or not (::details-content; reader.js opens it where a browser lacks that). */
.pages { padding: 1.5rem 0; font-size: 0.95rem; position: sticky; top: var(--pages-top); align-self: start; max-height: var(--pages-max-height); overflow-y: auto; }
.pages > summary { display: none; }
.pages::details-content { content-visibility: visible; }
.pages ul { list-style: none; margin: 0; padding: 0; }
.pages a { display: block; padding: 0.3rem 0.75rem; border-radius: 6px; color: var(--text); text-decoration: none; }
.pages a:hover { background: var(--bg-soft); }
.pages .in-section a { background: var(--accent-soft); color: var(--accent); font-weight: 600; }

.toc { font-size: 0.9rem; border-left: 2px solid var(--border); padding-left: 1rem; margin-bottom: 1.5rem; }
.toc-title { margin: 0 0 0.4rem; font-weight: 600; color: var(--muted); text-transform: uppercase; font-size: 0.75rem; letter-spacing: 0.05em; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc li { margin: 0.2rem 0; }
.toc li.nested { padding-left: 1rem; }
.toc a { color: var(--muted); text-decoration: none; }
.toc a:hover { color: var(--accent); }
/* The section being read (reader.js follows the scroll; without it the list simply reads). */
.toc li.current a { color: var(--accent); font-weight: 600; }

/* Below the three-column width, the contents sit under the title, folded. */
.contents-inline { margin: 0 0 1.5rem; padding: 0.5rem 0.9rem; border: 1px solid var(--border); border-radius: 6px; font-size: 0.92rem; }
.contents-inline summary { cursor: pointer; color: var(--muted); font-weight: 600; }
.contents-inline ul { list-style: none; margin: 0.5rem 0 0; padding: 0; }
.contents-inline li { margin: 0.2rem 0; }
.contents-inline li.nested { padding-left: 1rem; }
@media (min-width: 80rem) { .contents-inline { display: none; } }
@media (max-width: 79.99rem) { main > .toc { display: none; } }

/* The callback names switch: two halves of one box, the chosen one filled. */
.names-switch:not([hidden]) { display: inline-flex; flex: none; border: 1px solid var(--border); border-radius: 6px; overflow: hidden; }
.names-switch button {
  height: 2.1rem;
  padding: 0 0.55rem;
  border: 0;
  background: var(--bg-soft);
  color: var(--muted);
  font: 600 0.8rem/1 var(--mono, ui-monospace, monospace);
  cursor: pointer;
}
.names-switch button + button { border-left: 1px solid var(--border); }
.names-switch button[aria-pressed="true"] { background: var(--accent-soft); color: var(--accent); }
/* Phones: one column; the page list folds into a menu. */
@media (max-width: 50rem) {
  body { font-size: 16px; }
  .site-header { padding: 0.6rem 1rem; gap: 0.6rem; }
  .names-switch button { padding: 0 0.4rem; }
  .site-title { font-size: 1.05rem; }
  .search { flex: 1 1 8rem; min-width: 0; position: static; }
  :root { --header-height: 3.4rem; }
  /* The hits take the screen's width under the header, not the narrow box's. */
  .search-results { left: 0.5rem; right: 0.5rem; top: 100%; max-height: 75vh; }
  .layout { display: block; padding: 0 1rem; }
  .pages { position: static; max-height: none; overflow: visible; padding: 0; font-size: 1rem; margin: 0.6rem 0 0; border: 1px solid var(--border); border-radius: 6px; }
  .pages > summary { display: list-item; padding: 0.45rem 0.8rem; cursor: pointer; font-weight: 600; }
  .pages:not([open])::details-content { content-visibility: hidden; }
  .pages ul { padding: 0.25rem 0.4rem 0.5rem; border-top: 1px solid var(--border); }
  .pages a { padding: 0.4rem 0.5rem; }
  main { padding-top: 1rem; }
  /* Long selectors and paths break rather than widen the page. */
  .content p code, .content li code { overflow-wrap: anywhere; }
  .content h1, .content h2, .content h3 { overflow-wrap: anywhere; }
}
/* A phone's header holds the search, the names switch and the theme toggle: the site's name
   shrinks to its icon there (the link keeps the name as its text, for screen readers). */
@media (max-width: 30rem) {
  .site-title { font-size: 0; gap: 0; }
}

/* Reading. A selector longer than the line (viewWillTransitionToSize:withTransitionCoordinator:)
   breaks rather than widening the page on a phone. */
.content p, .content li, .content dd, .content blockquote, .pager a, .scenario-list { overflow-wrap: anywhere; }
.content h1 { font-size: 2rem; line-height: 1.25; margin: 0 0 1rem; }
.content h2 { font-size: 1.45rem; line-height: 1.3; margin: 2.2rem 0 0.8rem; padding-bottom: 0.3rem; border-bottom: 1px solid var(--border); }
.content h3 { font-size: 1.15rem; margin: 1.8rem 0 0.6rem; }
.content h1, .content h2, .content h3 { scroll-margin-top: 1rem; }
.anchor { margin-left: 0.4rem; padding: 0 0.2rem; color: var(--muted); text-decoration: none; opacity: 0; font-weight: 400; }
h1:hover .anchor, h2:hover .anchor, h3:hover .anchor, .anchor:focus { opacity: 1; }
/* A touch screen has no hover: the anchors stay visible, faintly, and large enough to tap. */
@media (hover: none) { .anchor { opacity: 0.45; padding: 0 0.5rem; } }
.lead { font-size: 1.1rem; color: var(--muted); }
.meta code { font-size: 0.8rem; }
.meta { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-top: -0.5rem; }
.profile, .group {
  display: inline-block;
  padding: 0 0.5rem;
  border: 1px solid var(--border);
  border-radius: 999px;
  font-size: 0.8rem;
  color: var(--muted);
  white-space: nowrap;
}

code { font-family: var(--mono); font-size: 0.88em; background: var(--bg-soft); padding: 0.1em 0.3em; border-radius: 4px; }
pre { background: var(--bg-soft); border: 1px solid var(--border); border-radius: 6px; padding: 0.9rem 1rem; overflow-x: auto; line-height: 1.45; }
.code-block { position: relative; }
.copy-button {
  position: absolute;
  top: 0.4rem;
  right: 0.4rem;
  padding: 0.15rem 0.5rem;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--bg);
  color: var(--muted);
  font: inherit;
  font-size: 0.75rem;
  cursor: pointer;
  opacity: 0.8;
}
.copy-button:hover, .copy-button:focus { color: var(--text); }
/* The Copy button covers no code for long: with a mouse it shows while the pointer is on the
   block (or the button has focus); on a touch screen it has a row of its own above the code. */
@media (hover: hover) {
  .copy-button { opacity: 0; transition: opacity 0.15s; }
  .code-block:hover .copy-button, .copy-button:focus { opacity: 0.9; }
}
@media (hover: none) { .code-block pre { padding-top: 2.3rem; } }
pre code { background: none; padding: 0; font-size: 0.85rem; }
.hl-k { color: var(--hl-keyword); }
.hl-t { color: var(--hl-type); }
.hl-s { color: var(--hl-string); }
.hl-n { color: var(--hl-number); }
.hl-c { color: var(--hl-comment); font-style: italic; }
.hl-a { color: var(--hl-attribute); }
.hl-p { color: var(--hl-directive); }

table { border-collapse: collapse; margin: 1rem 0; font-size: 0.92rem; }
/* A table fits its column: a selector in a cell breaks between its words (the build marks where
   with <wbr>), a long word of the text anywhere, rather than widening the table; should one still
   not fit, the table scrolls on its own instead of running under the contents. */
.content > table { display: block; max-width: 100%; overflow-x: auto; }
.content td { overflow-wrap: anywhere; }
/* A first column names the row (an area, a log, a rule): beside the contents its words stay
   whole, which `anywhere` would let the table squeeze to "Containe/rs"; a phone needs every
   column to give. */
@media (min-width: 40rem) {
  .content td:first-child { overflow-wrap: break-word; }
  /* The trace's number and step stay whole, and its object ids keep room for a short name
     ("window", not "windo/w"); a long one ("Practice.storyboard") still breaks, and the callback
     column gives the most. */
  .content .trace td:nth-child(-n+2) { overflow-wrap: normal; }
  .content .trace td:nth-child(3), .content .trace td:nth-child(4) { min-width: 5.5em; }
}
.content table code { overflow-wrap: normal; }
/* A word emphasised in a cell stays whole unless it cannot fit at all ("(inferred)" beside an
   iOS version, not "(infer" and "red)"): it counts towards its column's narrowest width. */
.content td em { overflow-wrap: break-word; }
th, td { border: 1px solid var(--border); padding: 0.35rem 0.6rem; text-align: left; vertical-align: top; }
th { background: var(--bg-soft); }
.table-scroll { overflow-x: auto; max-width: 100%; }
.table-scroll:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
blockquote { margin: 1rem 0; padding: 0 1rem; color: var(--muted); border-left: 4px solid var(--border); }
img { max-width: 100%; height: auto; }

/* Diagrams: the SVG carries its own colours (and, with an automatic theme, follows the
   reader's scheme itself); the frame gives it room and lets a wide one scroll inside the column,
   never over the table of contents; the "Enlarge" button (or a click) opens it full-window.
   Size: never below one CSS pixel per point (the image's inline min-width: 11 pt labels stay
   11 px), never above its natural size (its width attribute), the column's width in between.
   The frame fits the image, so that the SVG's own background fills it in either scheme. */
/* A figure is as wide as its image (its caption and "Enlarge" under it), from the text's left edge. */
.diagram { width: fit-content; max-width: 100%; margin: 1.5rem 0; }
.diagram-wrap { position: relative; width: fit-content; max-width: 100%; margin: 0 auto; }
.diagram-frame {
  display: flex;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid var(--border);
  border-radius: 8px;
  background: var(--bg);
}
.diagram-frame a, .diagram img { display: block; }
/* A diagram wider than its frame pans by dragging (reader.js); its own scrollbar gives way to a
   copy that sticks to the window's bottom while the diagram is on screen. */
.diagram-frame.pannable { cursor: grab; scrollbar-width: none; }
.diagram-frame.pannable img { -webkit-user-drag: none; user-select: none; }
.diagram-frame.dragging { cursor: grabbing; }
.diagram-scrollbar { position: sticky; bottom: 0; z-index: 3; max-width: 100%; overflow-x: auto; overflow-y: hidden; background: var(--bg); }
.diagram-scrollbar > div { height: 1px; }
/* A phone shows a whole state graph in its width (small: a tap or "Enlarge" opens it full-window). */
@media (max-width: 40rem) {
  .diagram-state img { min-width: 0 !important; }
}
.diagram img { max-width: 100%; }
/* The right edge fades while there is more to scroll to: the fade sticks to the frame's visible
   edge, and at the end of the scroll it lies over the diagram's blank margin. */
.diagram-frame::after {
  content: "";
  flex: none;
  position: sticky;
  right: 0;
  width: 1rem;
  margin-left: -1rem;
  /* The page's background, written out: the checker does not take var() inside a gradient. */
  background: linear-gradient(to right, rgba(255, 255, 255, 0), #ffffff);
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) .diagram-frame::after { background: linear-gradient(to right, rgba(13, 17, 23, 0), #0d1117); }
}
:root[data-theme="dark"] .diagram-frame::after { background: linear-gradient(to right, rgba(13, 17, 23, 0), #0d1117); }

/* A sequence diagram's lifeline names stay in view: its header row, cropped from the same SVG,
   sticks to the window's top while the diagram scrolls past (at rest it lies exactly over the
   headers it copies). The box is as wide as the image, so the bar's top margin (in percent of
   that width) finds the headers at any scale. The box crops what lies beyond the frame:
   overflow: hidden here, which makes a scroll container and so keeps the bar from sticking;
   reader.js turns it into overflow: clip (crops without a scroll container; the checker does not
   know the value). Without JavaScript the bar only lies over the headers it copies. It also moves
   the bar along a sideways scroll of the frame. */
.diagram-heads { position: absolute; top: 1px; right: 1px; bottom: 1px; left: 1px; overflow: hidden; pointer-events: none; }
.diagram-heads-size { max-width: 100%; height: 100%; }
.diagram-heads-bar {
  position: sticky;
  height: 0;
  top: var(--header-height);
  z-index: 2;
  overflow: hidden;
  box-shadow: 0 1px 0 var(--border), 0 4px 8px -6px rgba(0, 0, 0, 0.35);
}
.diagram-heads-bar img { position: absolute; left: 0; width: 100%; max-width: none; }

/* The full-window viewer (reader.js): zoom, pan, keyboard; Esc or the close button returns. */
.diagram-tools { display: flex; justify-content: flex-end; margin: 0.3rem 0 0; }
.diagram-tools button, .viewer-bar button {
  padding: 0.15rem 0.6rem;
  border: 1px solid var(--border);
  border-radius: 6px;
  background: var(--bg-soft);
  color: var(--text);
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
}
.viewer[open] { display: flex; flex-direction: column; }
.viewer {
  width: 100vw;
  max-width: none;
  height: 100vh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: var(--bg);
  color: var(--text);
}
.viewer::backdrop { background: rgba(0, 0, 0, 0.5); }
.viewer-bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid var(--border);
  font-size: 0.85rem;
}
.viewer-title { flex: 1 1 12rem; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.viewer-help { color: var(--muted); }
.viewer-bar { flex: none; }
.viewer-stage { flex: 1 1 auto; min-height: 0; overflow: auto; cursor: grab; touch-action: pan-x pan-y; }
.viewer-stage.dragging { cursor: grabbing; }
.viewer-canvas { position: relative; margin: 0 auto; }
.viewer-canvas > img { display: block; max-width: none; }
.viewer-heads { position: sticky; top: 0; z-index: 1; overflow: hidden; box-shadow: 0 4px 8px -6px rgba(0, 0, 0, 0.35); }
.viewer-heads img { position: absolute; left: 0; max-width: none; }

/* Two diagrams to compare: next to each other only when both fit at one pixel per point;
   otherwise one above the other (a figure's minimum width is its image's, capped at the column). */
.side-by-side { display: flex; flex-wrap: wrap; gap: 0 1rem; align-items: flex-start; }
.side-by-side > .diagram { flex: 1 1 0; max-width: 100%; margin: 0.5rem 0; }
.diagram figcaption { margin-top: 0.5rem; font-size: 0.9rem; color: var(--muted); text-align: center; }
/* An overview figure's downloads go on a line of their own under the caption. */
.diagram figcaption .downloads { display: block; }
.scenario-link { white-space: nowrap; }

/* Scenario pages. */
.source summary { cursor: pointer; color: var(--muted); }
.trace td:first-child, .trace td:nth-child(2), .trace td:last-child { text-align: right; color: var(--muted); font-variant-numeric: tabular-nums; }
/* A call's number links to the rule that places it; a guessed rule says so in words. */
.trace td:first-child a { color: inherit; text-decoration: underline dotted; }
.trace tr.guessed td { background: var(--guess-soft); }
.guess { display: inline-block; padding: 0 0.35em; border: 1px solid #bc4c00; border-radius: 3px; color: #bc4c00; font-size: 0.8em; font-weight: 600; line-height: 1.4; }
.guess.partly { border-style: dashed; font-weight: 400; }
/* The callback keeps room for a selector, and a selector longer than that breaks. */
.trace td:nth-child(5), .content .trace td:nth-child(5) code { overflow-wrap: anywhere; }
.trace td:nth-child(5) { min-width: 14rem; }
/* Nesting, by depth (deeper than 6 stays at 6's indent; the Nesting column still says how deep). */
.trace .depth-1 { padding-left: 1.85rem; }
.trace .depth-2 { padding-left: 3.1rem; }
.trace .depth-3 { padding-left: 4.35rem; }
.trace .depth-4 { padding-left: 5.6rem; }
.trace .depth-5 { padding-left: 6.85rem; }
.trace .depth-6 { padding-left: 8.1rem; }
.trace .arguments { color: var(--muted); font-size: 0.85em; }
/* The arrow stays with the value (a no-break space), and a long value (an enum case) may break. */
.trace .returned { font-size: 0.85em; }
.trace tr.note td { background: var(--note); font-style: italic; }
.trace tr.transition td { color: var(--muted); font-size: 0.85em; }
.scenario-list { list-style: none; padding: 0; }
.scenario-list li { padding: 0.6rem 0; border-bottom: 1px solid var(--border); }
.scenario-list p { margin: 0.2rem 0 0; color: var(--muted); font-size: 0.95rem; }
.downloads a { margin-right: 0.4rem; }

/* A phone shows a table of many columns (class "cards": Markdown tables of three or more, and the
   trace) as one card per row, each cell a line led by its column's heading (its data-label):
   the same HTML, by style alone. */
@media (max-width: 40rem) {
  /* A two-column table stays a table: a long word (a URL, a selector) breaks rather than push
     the second column off the screen. */
  .content td code { overflow-wrap: anywhere; }
  table.cards, table.cards tbody, table.cards tr, table.cards td { display: block; }
  .content > table.cards { overflow: visible; }
  table.cards { width: 100%; }
  table.cards thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  table.cards tr { margin: 0 0 0.6rem; padding: 0.4rem 0.7rem; border: 1px solid var(--border); border-radius: 6px; }
  table.cards td { border: 0; padding: 0.1rem 0; text-align: left; }
  table.cards td:empty { display: none; }
  table.cards td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-weight: 600; font-size: 0.85em; }
  /* The trace's columns are always the same: its labels are here, not on each of its cells
     (they were a tenth of every scenario page). */
  .trace.cards td::before { color: var(--muted); font-weight: 600; font-size: 0.85em; }
  .trace.cards td:nth-child(1)::before { content: "Call: "; }
  .trace.cards td:nth-child(2)::before { content: "Step: "; }
  .trace.cards td:nth-child(3)::before { content: "From: "; }
  .trace.cards td:nth-child(4)::before { content: "To: "; }
  .trace.cards td:nth-child(6)::before { content: "Nesting: "; }
  /* The trace's card: the callback, then its numbers on one line. */
  .trace.cards tr { display: flex; flex-wrap: wrap; column-gap: 0.9rem; }
  .trace.cards td, .trace.cards td:first-child, .trace.cards td:nth-child(2), .trace.cards td:last-child { text-align: left; font-size: 0.85rem; }
  .trace.cards td:nth-child(5) { order: -1; flex-basis: 100%; padding-left: 0; color: var(--text); font-size: 0.92rem; }
  .trace.cards td:nth-child(5)::before { content: none; }
  .trace.cards tr.note td, .trace.cards tr.guessed td { background: none; }
  .trace.cards tr.note, .trace.cards tr.transition { padding: 0.2rem 0.7rem; }
  .trace.cards tr.note { background: var(--note); }
  .trace.cards tr.guessed { background: var(--guess-soft); }
  .table-scroll.holds-cards { overflow: visible; }
}

/* Previous and next. */
.pager { display: flex; justify-content: space-between; gap: 1rem; margin-top: 3rem; padding-top: 1rem; border-top: 1px solid var(--border); }
.pager a { display: block; max-width: 48%; text-decoration: none; }
.pager .next { margin-left: auto; text-align: right; }
.pager-label { display: block; font-size: 0.8rem; color: var(--muted); }

.site-footer { border-top: 1px solid var(--border); padding: 1rem 1.5rem; color: var(--muted); font-size: 0.85rem; text-align: center; }


.edit-page { margin-top: 2.5rem; font-size: 0.9rem; }

/* Paper: the article alone, light, its figures fitted to the page. */
@media print {
  /* As specific as the dark rules above, and later: paper is light whatever the screen chose. */
  :root[data-theme], :root:not([data-theme]) { --bg: #ffffff; --bg-soft: #f6f8fa; --text: #000000; --muted: #444444; --border: #bbbbbb;
    --accent: #0a5bc4; --note: #fff8c5; --hl-keyword: #cf222e; --hl-type: #8250df; --hl-string: #0a3069; --hl-number: #0550ae;
    --hl-comment: #59636e; --hl-attribute: #953800; --hl-directive: #116329; }
  body { font-size: 11pt; }
  .site-header, .pages, .toc, .contents-inline, .pager, .site-footer, .skip-link, .edit-page,
  .copy-button, .diagram-heads, .diagram-tools, .diagram-scrollbar, .anchor { display: none !important; }
  .layout, main { display: block; max-width: none; padding: 0; margin: 0; }
  .diagram { break-inside: avoid; }
  .diagram-wrap, .diagram-frame { width: auto; max-width: 100%; overflow: visible; border: 0; }
  .diagram-frame::after { display: none; }
  .diagram img { min-width: 0 !important; max-width: 100%; height: auto; }
  pre, .table-scroll, .content > table { overflow: visible; white-space: pre-wrap; }
  a { color: inherit; text-decoration: none; }
  h2, h3 { break-after: avoid; }
}

/* A scenario page's word on the device logs behind it: agrees, diverges for a known reason, or
   the model's claim alone. The words carry the meaning; the rule's colour only repeats it. */
.evidence {
  border-left: 4px solid var(--border);
  padding: 0.4rem 0.8rem;
  margin: 0.8rem 0;
  background: var(--accent-soft);
}
.evidence-agrees { border-left-color: #1a7f37; }
.evidence-diverges { border-left-color: #bc4c00; }
.evidence-none { border-left-color: var(--muted); background: transparent; }
.evidence-rules { border-left-color: #1a7f37; }
.evidence-guesses { border-left-color: #bc4c00; }
.evidence-whole { border-left-color: var(--border); background: transparent; }

/* A draft page in `lifeline serve --drafts`: a badge says that it will not be published. */
.draft-badge { display: inline-block; margin: 0 0 0.75rem; padding: 0.15rem 0.7rem; border: 1px solid var(--accent); border-radius: 999px; background: var(--accent-soft); color: var(--text); font-size: 0.85rem; font-weight: 600; }

"""##,
    ]
}
