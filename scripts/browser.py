#!/usr/bin/env python3
"""Drives Debian's Chromium (through Playwright, which downloads no browser here) over a built site.

  browser.py test SITE            the reader's checks at 1280 and 390 px; exit status 1 on any failure
  browser.py screenshots SITE DIR what a reader sees: pages, a scrolled diagram, search, menu, viewer

SITE is a folder holding a built Output/ (index.html at its root). It is served over HTTP the way
GitHub Pages and Netlify serve a site (a missing path answers 404 with /404.html), and opened from
file:// for the search check.
"""
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import threading
import time

from playwright.sync_api import sync_playwright

WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}
NAMES_PAGE = "scenarios/nav-push-pop.html"
# A Swift name finds what its selector does (search.js loads assets/swift-names.js for it).
CALLBACK_SEARCHES = [("didReceiveMemoryWarning", "memory.html"), ("viewWillTransitionToSize", None), ("viewWillAppear(_:)", "appearing.html")]


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files; a path that names no file gets /404.html with status 404."""

    def log_message(self, *args):
        pass

    def end_headers(self):
        # The site does not change while it is read: the browser keeps the stylesheet, scripts
        # and diagrams instead of asking for each again on every page (half of each page's load).
        if not self.path.endswith(".html") and not self.path.endswith("/"):
            self.send_header("Cache-Control", "max-age=3600")
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not os.path.exists(path):
            body = open(os.path.join(self.directory, "404.html"), "rb").read()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            import io
            return io.BytesIO(body)
        return super().send_head()


class SiteServer(http.server.ThreadingHTTPServer):
    """A page left before its images arrived closes their connections: not an error of the site."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def serve(folder):
    handler = functools.partial(SiteHandler, directory=folder)
    server = SiteServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def launch(playwright):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        sys.exit("browser: no chromium on PATH (scripts/install-deps.sh browser installs it)")
    return playwright.chromium.launch(executable_path=browser, args=["--no-sandbox"])


def touch(name):
    """A phone is a touch screen without hover (as the stylesheet's (hover: none) rules expect)."""
    return {"is_mobile": True, "has_touch": True} if name == "phone" else {}


def pages_of(site):
    found = []
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                found.append(os.path.relpath(os.path.join(folder, name), site))
    return sorted(found)


def tallest_sequence(site):
    """The page and figure index of the tallest sequence diagram (by its image's height)."""
    best = (0, None, 0)
    figure = re.compile(r'<figure class="diagram diagram-sequence">.*?<img [^>]*?height="(\d+)"', re.S)
    for page in pages_of(site):
        text = open(os.path.join(site, page), encoding="utf-8").read()
        for number, match in enumerate(figure.finditer(text)):
            if int(match.group(1)) > best[0]:
                best = (int(match.group(1)), page, number)
    return best


def scroll_into_diagram(page, number, fraction=0.5):
    """Scrolls so that the window's top lies `fraction` of the way down the sequence figure."""
    page.evaluate(
        """([number, fraction]) => {
            const figure = document.querySelectorAll('.diagram-sequence')[number];
            const box = figure.querySelector('.diagram-frame').getBoundingClientRect();
            window.scrollTo(0, window.scrollY + box.top + box.height * fraction);
        }""",
        [number, fraction],
    )
    page.wait_for_timeout(150)


def heads_visible(page, number):
    """Whether the figure's sticky lifeline names sit at the window's top, under the sticky site
    header, loaded and unclipped."""
    return page.evaluate(
        """(number) => {
            const figure = document.querySelectorAll('.diagram-sequence')[number];
            const bar = figure.querySelector('.diagram-heads-bar');
            if (!bar) return 'no sticky header strip';
            const image = bar.querySelector('img');
            const box = bar.getBoundingClientRect();
            if (!(image.complete && image.naturalWidth > 0)) return 'header strip image not loaded';
            const top = document.querySelector('.site-header').getBoundingClientRect().bottom;
            if (Math.abs(box.top - top) > 2) return 'header strip at ' + box.top + ' px, not under the site header (' + top + ' px)';
            if (box.height < 12) return 'header strip only ' + box.height + ' px tall';
            const frame = figure.querySelector('.diagram-frame').getBoundingClientRect();
            if (frame.top > -50) return 'not scrolled into the diagram';
            return '';
        }""",
        number,
    )


def search(page, query):
    page.fill("#search-input", query)
    # The index is fetched when the box is first used (search.js): wait for it.
    page.wait_for_function("() => window.lifelineSearchIndex !== undefined", timeout=10000)
    # A Swift name's first search also loads the table of names, then searches again.
    page.wait_for_timeout(400 if "(" in query else 100)
    return page.evaluate(
        "() => Array.from(document.querySelectorAll('#search-results li:not(.search-all-link) a')).map(a => a.getAttribute('href'))"
    )


def spelled(page):
    """What the page shows: the first trace-table cell of a viewWillAppear, the switch's pressed
    button, and the address of every diagram image."""
    return page.evaluate("""() => ({
        cell: (Array.from(document.querySelectorAll('table.trace td:nth-child(5) > code'))
            .map(c => c.textContent).find(t => t.startsWith('viewWillAppear')) || ''),
        pressed: (document.querySelector('.names-switch [aria-pressed="true"]') || {}).textContent || '',
        images: Array.from(document.querySelectorAll('.diagram img')).map(i => i.getAttribute('src')),
    })""")


def diagram_label(page, address, expected):
    """The visible label texts holding viewWillAppear in the SVG at `address` (fragment included),
    once one reads `expected` (or after two seconds: the fragment's :target can apply a moment
    after the load event, seen once from file:// on a busy machine)."""
    page.goto(address, wait_until="load")
    shown = """() => Array.from(document.querySelectorAll('text, tspan'))
        .filter(t => !t.querySelector('tspan') && getComputedStyle(t).display !== 'none'
            && t.getBoundingClientRect().width > 0 && t.textContent.includes('viewWillAppear'))
        .map(t => t.textContent)"""
    try:
        page.wait_for_function(f"(expected) => ({shown})().some(t => t.includes(expected))", arg=expected, timeout=2000)
    except Exception:
        pass
    return page.evaluate(shown)


def names_switch(browser, url, label):
    """The names switch on NAMES_PAGE at `url`: selectors first; Swift in the trace table and the
    diagrams after a click; still Swift after a reload. Returns failures."""
    failures = []
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url, wait_until="load")
    first = spelled(page)
    if first["cell"] != "viewWillAppear:" or first["pressed"] != "ObjC" or any("#" in i for i in first["images"]):
        failures.append(f"[{label}] names before switching: {first}")
    page.click('.names-switch button[data-names="swift"]')
    page.wait_for_function("() => Array.from(document.querySelectorAll('table.trace td:nth-child(5) > code')).some(c => c.textContent === 'viewWillAppear(_:)')", timeout=5000)
    for when in ("after switching to Swift", "after a reload"):
        now = spelled(page)
        if now["cell"] != "viewWillAppear(_:)" or now["pressed"] != "Swift" or not now["images"] \
                or not all(i.endswith(".svg#ll_swift") for i in now["images"]):
            failures.append(f"[{label}] names {when}: {now}")
        page.reload(wait_until="load")
        page.wait_for_timeout(200)
    sequence = next((i for i in spelled(page)["images"] if "-sequence.svg" in i), None)
    if sequence:
        address = page.evaluate("(src) => new URL(src, location.href).href", sequence)
        swift = diagram_label(page, address, "viewWillAppear(_:)")
        if not swift or not all("viewWillAppear(_:)" in t for t in swift):
            failures.append(f"[{label}] {sequence}: labels shown {swift[:3]}, not viewWillAppear(_:)")
        objc = diagram_label(page, address.split("#")[0], "viewWillAppear:")
        if not objc or not all("viewWillAppear:" in t for t in objc):
            failures.append(f"[{label}] {sequence.split('#')[0]}: labels shown {objc[:3]}, not viewWillAppear:")
    else:
        failures.append(f"[{label}] {NAMES_PAGE} has no sequence diagram")
    context.close()
    return failures


def reader_checks(browser, base, name, scheme, wide_page):
    """The reader's aids at one width in one colour scheme. Returns failures."""
    width, height = WIDTHS[name]
    failures = []
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme, **touch(name))
    page = context.new_page()

    def fail(message):
        failures.append(f"[{width} px, {scheme}] {message}")

    # The header stays on screen, opaque, its search, names switch and theme toggle uncovered;
    # a section's heading reached by its link lands under it.
    page.goto(base + "appearing.html", wait_until="load")
    anchor = page.evaluate("() => document.querySelectorAll('.content h2[id]')[2].id")
    page.goto(base + "appearing.html#" + anchor, wait_until="load")
    page.wait_for_timeout(200)
    header = page.evaluate("""(anchor) => {
        const header = document.querySelector('.site-header'), box = header.getBoundingClientRect();
        const covered = ['#search-input', '.names-switch', '.theme-toggle'].filter(selector => {
            const part = document.querySelector(selector).getBoundingClientRect();
            const hit = document.elementFromPoint(part.left + part.width / 2, part.top + part.height / 2);
            return !(hit && hit.closest(selector));
        });
        return { scrolled: window.scrollY, top: box.top, covered: covered, background: getComputedStyle(header).backgroundColor,
                 heading: document.getElementById(anchor).getBoundingClientRect().top - box.bottom };
    }""", anchor)
    if header["scrolled"] < 500 or abs(header["top"]) > 0.5 or header["covered"]:
        fail(f"appearing.html#{anchor}: the header is not kept on screen (scrolled {header['scrolled']} px, header at {header['top']} px, covered: {header['covered']})")
    if not header["background"].startswith("rgb("):
        fail(f"the sticky header's background is {header['background']}, not opaque")
    if not 0 <= header["heading"] <= 40:
        fail(f"appearing.html#{anchor}: the heading lands {header['heading']} px below the header's bottom")

    # The contents: beside the text from 1280 px, marking the section being read; folded under
    # the title on a phone. Without JavaScript they still list every section (checked below).
    toc = page.evaluate("""(anchor) => {
        const toc = document.querySelector('main > .toc'), text = document.querySelector('.content');
        const current = Array.from(document.querySelectorAll('.toc li.current a')).map(a => a.getAttribute('href'));
        return { beside: !!toc && toc.getBoundingClientRect().width > 0 && toc.getBoundingClientRect().left >= text.getBoundingClientRect().right,
                 inline: !!document.querySelector('.contents-inline') && document.querySelector('.contents-inline').getBoundingClientRect().height > 0,
                 current: current };
    }""", anchor)
    if name == "desktop":
        if not toc["beside"] or toc["inline"]:
            fail(f"appearing.html: the contents are not beside the text at {width} px ({toc})")
        if toc["current"] != ["#" + anchor]:
            fail(f"appearing.html#{anchor}: the contents mark {toc['current']} as the section being read")
        page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
        page.wait_for_timeout(200)
        last = page.evaluate("() => [Array.from(document.querySelectorAll('.toc li.current a')).map(a => a.getAttribute('href')), document.querySelector('.toc li:last-child a').getAttribute('href')]")
        if last[0] != [last[1]]:
            fail(f"appearing.html at its end: the contents mark {last[0]}, not the last section {last[1]}")
    elif toc["beside"] or not toc["inline"]:
        fail(f"appearing.html: the contents on a phone are not folded under the title ({toc})")

    # Search ranks the guide first, then scenarios, then the reference pages, a title naming the
    # callback first among them; the box links to a page of every hit (search.html?q=…).
    page.goto(base + "index.html", wait_until="load")
    hits = search(page, "viewWillAppear")
    tiers = [0 if h.startswith(("evidence", "coverage.html", "rules")) else 1 if h.startswith("scenarios/") else 2 for h in hits]
    if not hits or hits[0] != "appearing.html#what-viewwillappear-is-for" or tiers != sorted(tiers, reverse=True):
        fail(f"search 'viewWillAppear' lists {hits}: not the guide's section on it first, then guide, scenarios, reference")
    every = page.evaluate("() => { const a = document.querySelector('#search-results .search-all-link a'); return a ? [a.textContent, a.getAttribute('href')] : null; }")
    if not every or not every[1].endswith("search.html?q=viewWillAppear"):
        fail(f"the search box has no link to all the results of 'viewWillAppear' ({every})")
    else:
        page.click("#search-results .search-all-link a")
        page.wait_for_load_state("load")
        page.wait_for_function("() => document.getElementById('search-summary').textContent !== 'Searching…'", timeout=10000)
        listed = page.evaluate("""() => ({ summary: document.getElementById('search-summary').textContent, input: document.getElementById('search-input').value,
            hits: Array.from(document.querySelectorAll('#search-all a')).map(a => a.getAttribute('href')),
            box: !document.querySelector('form.search .search-results').hidden })""")
        if listed["box"]:
            fail("search.html?q=viewWillAppear opens the search box's list over its results")
        count = re.search(r"\d+", every[0])
        if not count or len(listed["hits"]) != int(count.group(0)) or listed["hits"][:len(hits)] != hits \
                or listed["summary"] != f"{count.group(0)} results for “viewWillAppear”." or listed["input"] != "viewWillAppear":
            fail(f"search.html?q=viewWillAppear lists {len(listed['hits'])} hits ({listed['summary']!r}, box: {every[0]!r}, first {listed['hits'][:3]})")

    # The names switch covers the prose: a code span naming a callback follows it, other code
    # spans and a code block do not; the Coverage table's row, which shows both, keeps both.
    page.goto(base + "appearing.html", wait_until="load")
    prose = """() => ({
        spans: Array.from(document.querySelectorAll('.content p code')).map(c => c.textContent).filter(t => t.startsWith('viewWillAppear')),
        blocks: Array.from(document.querySelectorAll('.content pre code')).filter(c => c.textContent.includes('viewWillAppear(_:)')).length,
    })"""
    before = page.evaluate(prose)
    page.click('.names-switch button[data-names="swift"]')
    try:
        page.wait_for_function("() => Array.from(document.querySelectorAll('.content p code')).some(c => c.textContent === 'viewWillAppear(_:)')", timeout=3000)
    except Exception:
        pass
    after = page.evaluate(prose)
    if not before["spans"] or set(before["spans"]) != {"viewWillAppear:"} or set(after["spans"]) != {"viewWillAppear(_:)"} \
            or after["blocks"] != before["blocks"]:
        fail(f"appearing.html: the names switch turns the text's {before} into {after}")
    page.goto(base + "coverage.html", wait_until="load")
    page.wait_for_timeout(300)
    # The callbacks' table (after the rules' one): the selector and its Swift name side by side.
    row = page.evaluate("() => Array.from(document.querySelector('#callbacks ~ table tbody tr').cells).slice(0, 2).map(c => c.textContent)")
    if row != ["initWithCoder:", "init(coder:)"]:
        fail(f"coverage.html with Swift names: its first row reads {row}")
    page.click('.names-switch button[data-names="objc"]')

    # A wide sequence diagram: its sideways scrollbar stays at the window's bottom while the
    # diagram is on screen, in step with the frame; with a mouse it pans by dragging, and a drag
    # opens no viewer.
    page.goto(base + wide_page, wait_until="load")
    number = page.evaluate("() => Array.from(document.querySelectorAll('.diagram-sequence')).findIndex(f => f.querySelector('.diagram-frame.pannable'))")
    if number < 0:
        fail(f"{wide_page}: no sequence diagram pans sideways")
    else:
        scroll_into_diagram(page, number, 0.5)
        bar = page.evaluate("""(number) => {
            const frame = document.querySelectorAll('.diagram-sequence')[number].querySelector('.diagram-frame');
            const bar = frame.parentNode.querySelector('.diagram-scrollbar'), box = bar.getBoundingClientRect();
            return { top: box.top, bottom: box.bottom, width: bar.scrollWidth, frame: frame.scrollWidth, window: innerHeight };
        }""", number)
        if not (bar["window"] - 40 <= bar["top"] and bar["bottom"] <= bar["window"] + 0.5) or abs(bar["width"] - bar["frame"]) > 1:
            fail(f"{wide_page}: halfway down the diagram its sideways scrollbar is at {bar['top']}–{bar['bottom']} px of {bar['window']}, {bar['width']} px wide for {bar['frame']}")
        if name == "desktop":
            frame = page.evaluate("(n) => { const b = document.querySelectorAll('.diagram-sequence')[n].querySelector('.diagram-frame').getBoundingClientRect(); return [b.left + b.width / 2, innerHeight / 2]; }", number)
            page.mouse.move(frame[0], frame[1])
            page.mouse.down()
            page.mouse.move(frame[0] - 150, frame[1], steps=5)
            page.mouse.move(frame[0] - 300, frame[1], steps=5)
            page.mouse.up()
            page.wait_for_timeout(100)
            panned = page.evaluate("""(number) => {
                const frame = document.querySelectorAll('.diagram-sequence')[number].querySelector('.diagram-frame');
                return { frame: frame.scrollLeft, bar: frame.parentNode.querySelector('.diagram-scrollbar').scrollLeft,
                         viewer: !!document.querySelector('dialog.viewer[open]') };
            }""", number)
            if abs(panned["frame"] - 300) > 10 or abs(panned["bar"] - panned["frame"]) > 1 or panned["viewer"]:
                fail(f"{wide_page}: dragging the diagram 300 px left scrolled it {panned['frame']} px (its scrollbar {panned['bar']}), viewer open: {panned['viewer']}")

    # A state graph fits a phone's width whole, and opens full-window from there.
    if name == "phone":
        page.goto(base + "index.html", wait_until="load")
        cropped = page.evaluate("() => Array.from(document.querySelectorAll('.diagram-state .diagram-frame')).filter(f => f.scrollWidth > f.clientWidth + 1).length")
        if cropped:
            fail(f"index.html: {cropped} state graphs are cropped on a phone")
        page.click(".diagram-state .diagram-tools button")
        if not page.evaluate("() => !!document.querySelector('dialog.viewer[open]')"):
            fail("index.html: the state graph's Enlarge did not open the viewer on a phone")
        page.keyboard.press("Escape")

    # Tables: cards on a phone, from the same HTML (each cell led by its heading), tables on a
    # desktop; the trace's call number still links to its rule.
    for path, selector in ((NAMES_PAGE, "table.trace"), ("coverage.html", "table.cards")):
        page.goto(base + path, wait_until="load")
        shape = page.evaluate("""(selector) => {
            const table = document.querySelector(selector);
            if (!table) return null;
            const row = table.querySelector('tbody tr'), cell = row.querySelector('td[data-label], table.trace td:nth-child(2)');
            const link = table.querySelector('tbody a');
            const box = link.getBoundingClientRect();
            return { row: getComputedStyle(row).display, label: cell ? getComputedStyle(cell, '::before').content : 'no labelled cell',
                     link: box.width > 0 && box.height > 0 ? link.getAttribute('href') : '' };
        }""", selector)
        if shape is None:
            fail(f"{path} has no {selector}")
            continue
        cards = name == "phone"
        if (shape["row"] != "table-row") != cards or (shape["label"] not in ("none", "normal")) != cards:
            fail(f"{path}: {selector} rows show as {shape['row']} with labels {shape['label']}, {'not cards' if cards else 'not a table'}")
        if selector == "table.trace" and not shape["link"].startswith("../rules/"):
            fail(f"{path}: the trace's first call number links to {shape['link']!r}, not to its rule")

    context.close()
    return failures


def width_checks(browser, base, name, pages, tall):
    """Every page at one width, then the tallest diagram, the viewer, search, the 404 page and the page list."""
    failures = []
    width, view_height = WIDTHS[name]
    height, tall_page, tall_number = tall
    context = browser.new_context(viewport={"width": width, "height": view_height}, **touch(name))
    page = context.new_page()
    errors = []
    def console(message):
        # The 404 page's own status is what a host answers, not an error of the page.
        if message.type == "error" and message.location.get("url") != page.url:
            errors.append(f"{page.url}: console {message.type}: {message.text} ({message.location.get('url')})")
    page.on("console", console)
    page.on("pageerror", lambda error: errors.append(f"{page.url}: {error}"))

    def fail(message):
        failures.append(f"[{width} px] {message}")

    # No page wider than the window.
    # One round trip per page: each evaluate waits on the browser, and they were a third
    # of the test's time.
    for path in pages:
        page.goto(base + path, wait_until="domcontentloaded")
        shape = page.evaluate(r"""(scenario) => {
            const w = window.innerWidth;
            const wide = document.documentElement.scrollWidth - w;
            let culprit = '';
            if (wide > 0) {
                const over = Array.from(document.querySelectorAll('body *')).filter(e => e.getBoundingClientRect().right > w + 0.5);
                const e = over[over.length - 1];
                culprit = e ? e.tagName.toLowerCase() + '.' + e.className + ' ' + (e.textContent || '').slice(0, 40) : '?';
            }
            const column = document.querySelector('.content').getBoundingClientRect().right;
            // A figure stays inside the text column (never over the contents or off the page).
            const figures = Array.from(document.querySelectorAll('.diagram')).filter(f => f.getBoundingClientRect().right > column + 1).length;
            // Every table fits its column (a table scrolls sideways only as a last resort).
            const tables = Array.from(document.querySelectorAll('.content table')).filter(t => {
                const box = t.closest('.table-scroll') || t;
                return box.scrollWidth > box.clientWidth + 1 || box.getBoundingClientRect().right > column + 1;
            }).length;
            // A scenario page shows no source locations: they are for authors (`lifeline trace`).
            const location = scenario ? (document.body.innerText.match(/\S+\.(scenario|md):\d+:\d+/) || [''])[0] : '';
            return { wide, culprit, figures, tables, location };
        }""", path.startswith("scenarios/"))
        if shape["wide"] > 0:
            fail(f"{path} is {shape['wide']} px wider than the window ({shape['culprit']})")
        if shape["figures"]:
            fail(f"{path}: {shape['figures']} figures reach past the text column")
        if shape["tables"]:
            fail(f"{path}: {shape['tables']} tables wider than the text column")
        if shape["location"]:
            fail(f"{path} shows the source location {shape['location']}")

    # The lifeline names stay visible inside the tallest sequence diagram.
    page.goto(base + tall_page, wait_until="load")
    for fraction in (0.3, 0.8):
        scroll_into_diagram(page, tall_number, fraction)
        page.wait_for_function(
            "(n) => { const i = document.querySelectorAll('.diagram-sequence')[n].querySelector('.diagram-heads-bar img'); return i && i.complete; }",
            arg=tall_number)
        problem = heads_visible(page, tall_number)
        if problem:
            fail(f"{tall_page}: tallest diagram ({height} px), {int(fraction * 100)}% down: {problem}")

    # The full-window viewer opens and Esc closes it.
    page.goto(base + tall_page, wait_until="load")
    page.click(".diagram-tools button")
    if not page.evaluate("() => !!document.querySelector('dialog.viewer[open]')"):
        fail(f"{tall_page}: Enlarge did not open the viewer")
    page.keyboard.press("+")
    page.evaluate("() => { const s = document.querySelector('.viewer-stage'); s.scrollTop = s.scrollHeight / 2; }")
    page.wait_for_timeout(150)
    stuck = page.evaluate("""() => {
        const heads = document.querySelector('.viewer-heads'), stage = document.querySelector('.viewer-stage');
        if (!heads || heads.hidden) return 'no lifeline names in the viewer';
        const gap = heads.getBoundingClientRect().top - stage.getBoundingClientRect().top;
        return Math.abs(gap) > 2 ? "the viewer's lifeline names are " + gap + " px from its top" : '';
    }""")
    if stuck:
        fail(f"{tall_page}: {stuck}")
    page.keyboard.press("Escape")
    if page.evaluate("() => !!document.querySelector('dialog.viewer[open]')"):
        fail(f"{tall_page}: Esc did not close the viewer")

    # Searching a callback lists the page that explains it first; Enter goes there.
    page.goto(base + "index.html", wait_until="load")
    for query, expected in CALLBACK_SEARCHES:
        hits = search(page, query)
        if not hits:
            fail(f"search '{query}' found nothing")
        elif expected and not hits[0].startswith(expected):
            fail(f"search '{query}' lists {hits[0]} first, not {expected}")
    search(page, "didReceiveMemoryWarning")
    page.press("#search-input", "Enter")
    page.wait_for_load_state("load")
    if not page.url.split("#")[0].endswith("memory.html"):
        fail(f"Enter after searching didReceiveMemoryWarning went to {page.url}")

    # The 404 page at a nested path keeps its styles and links, and marks no section.
    response = page.goto(base + "a/b/c.html", wait_until="load")
    if response.status != 404:
        fail(f"a/b/c.html answered {response.status}, not 404")
    styled = page.evaluate("() => getComputedStyle(document.querySelector('.site-header')).borderBottomStyle === 'solid'")
    if not styled:
        fail("the 404 page at a/b/c.html has lost its styles")
    home = page.evaluate("() => document.querySelector('main a').href")
    if home != base + "index.html":
        fail(f"the 404 page at a/b/c.html links home to {home}")
    if page.evaluate("() => document.querySelectorAll('.in-section, [aria-current]').length"):
        fail("the 404 page marks a section as current")

    # The page list, once per page: folded on a phone and opens; on a desktop, a sidebar
    # whose links show without a summary to open.
    page.goto(base + "memory.html", wait_until="load")
    if name == "phone":
        if page.is_visible(".pages nav a"):
            fail("the page list shows unfolded on a phone")
        page.click(".pages summary")
        if not page.is_visible(".pages nav a"):
            fail("the menu did not open on a phone")
        top = page.evaluate("() => document.querySelector('h1').getBoundingClientRect().top")
    else:
        if not page.is_visible(".pages nav a") or page.is_visible(".pages summary"):
            fail("the desktop shows the menu instead of the sidebar")
        stuck = page.evaluate("() => { window.scrollTo(0, 3000); return document.querySelector('.pages a').getBoundingClientRect().top - document.querySelector('.site-header').getBoundingClientRect().bottom; }")
        page.evaluate("() => window.scrollTo(0, 0)")
        if not 0 <= stuck <= 40:
            fail(f"the sidebar does not stay in view when the page scrolls (its first link at {stuck} px)")

    for error in errors:
        fail(error)
    context.close()
    return failures


def lane(site, base, name, pages, tall, extra):
    """One browser at one width: its own Playwright, as Playwright asks of each thread."""
    with sync_playwright() as playwright:
        browser = launch(playwright)
        failures = width_checks(browser, base, name, pages, tall)
        for scheme in ("light", "dark"):
            failures += reader_checks(browser, base, name, scheme, tall[1])
        if extra:
            failures += extra(browser)
        browser.close()
    return failures


LANE_FAILURE = "lane-failure: "


def phone_lane(site):
    """The phone's checks, run by `test` in a process of their own; each failure a line on stdout."""
    server, base = serve(site)
    failures = lane(site, base, "phone", pages_of(site), tallest_sequence(site), None)
    server.shutdown()
    for failure in failures:
        print(LANE_FAILURE + failure)
    return 1 if failures else 0


def test(site):
    started = time.time()
    server, base = serve(site)
    tall = tallest_sequence(site)
    height, tall_page, _ = tall
    pages = pages_of(site)

    def others(browser):
        failures = []
        # The names switch, over HTTP and from file:// (localStorage remembers it in both).
        failures += names_switch(browser, base + NAMES_PAGE, "names")
        failures += names_switch(browser, "file://" + os.path.abspath(os.path.join(site, NAMES_PAGE)), "file:// names")
        # Without JavaScript: selectors, and no switch.
        context = browser.new_context(viewport={"width": 1280, "height": 900}, java_script_enabled=False)
        page = context.new_page()
        page.goto(base + NAMES_PAGE, wait_until="load")
        plain = spelled(page)
        if plain["cell"] != "viewWillAppear:" or page.is_visible(".names-switch"):
            failures.append(f"[no JavaScript] names: {plain}, switch shown: {page.is_visible('.names-switch')}")
        page.goto(base + "appearing.html", wait_until="load")
        listed = page.evaluate("() => Array.from(document.querySelectorAll('main > .toc a')).filter(a => a.getBoundingClientRect().height > 0).length")
        if listed < 3:
            failures.append(f"[no JavaScript] appearing.html's contents list {listed} sections beside the text")
        context.close()

        # Search from file://, where a fetch would be refused.
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto("file://" + os.path.abspath(os.path.join(site, "index.html")), wait_until="load")
        if not search(page, "viewDidLoad"):
            failures.append("[file://] search finds nothing for viewDidLoad")
        context.close()
        return failures

    # The two widths side by side, the phone in a second process with its own server and browser:
    # one width alone kept less than one core busy (about 100 CPU-s in 160 s), and two lanes in one
    # Python process still queued on its one interpreter lock (121 s).
    phone = subprocess.Popen([sys.executable, os.path.abspath(__file__), "lane", site, "phone"],
                             stdout=subprocess.PIPE, text=True)
    failures = lane(site, base, "desktop", pages, tall, others)
    output, _ = phone.communicate()
    failures += [line[len(LANE_FAILURE):] for line in output.splitlines() if line.startswith(LANE_FAILURE)]
    if phone.returncode not in (0, 1):
        failures.append(f"[390 px] the phone's checks stopped with status {phone.returncode}")
    server.shutdown()
    for failure in failures:
        print("browser-test: FAIL " + failure)
    print(f"browser-test: {len(pages)} pages at {', '.join(str(w) for w, _ in WIDTHS.values())} px, "
          f"tallest diagram {tall_page} ({height} px), {time.time() - started:.0f} s: "
          + ("ok" if not failures else f"{len(failures)} failures"))
    return 1 if failures else 0


def screenshots(site, folder):
    os.makedirs(folder, exist_ok=True)
    server, base = serve(site)
    height, tall_page, tall_number = tallest_sequence(site)
    shots = [("home", "index.html"), ("content", "embedding.html"), ("scenario", "scenarios/launch-storyboard.html"),
             ("coverage", "coverage.html"), ("search-results", "search.html?q=viewWillAppear")]
    with sync_playwright() as playwright:
        browser = launch(playwright)
        for scheme in ("light", "dark"):
            for width, view_height in WIDTHS.values():
                context = browser.new_context(
                    viewport={"width": width, "height": view_height}, color_scheme=scheme, **touch("phone" if width < 400 else ""))
                page = context.new_page()

                def shot(name, full=False):
                    path = os.path.join(folder, f"{name}-{width}-{scheme}.png")
                    page.screenshot(path=path, full_page=full)
                    print("screenshots: " + path)

                for name, path in shots:
                    page.goto(base + path, wait_until="load")
                    page.set_viewport_size({"width": width, "height": 2400 if width > 400 else 3600})
                    page.wait_for_timeout(100)
                    shot(name)
                    page.set_viewport_size({"width": width, "height": view_height})
                # Inside the tallest sequence diagram: the lifeline names stay at the top.
                page.goto(base + tall_page, wait_until="load")
                scroll_into_diagram(page, tall_number, 0.5)
                page.wait_for_timeout(300)
                shot("diagram-scrolled")
                # The full-window viewer.
                page.click(".diagram-tools button")
                page.evaluate("() => { const s = document.querySelector('.viewer-stage'); s.scrollTop = s.scrollHeight / 3; }")
                page.wait_for_timeout(300)
                shot("viewer")
                page.keyboard.press("Escape")
                # Search for a callback.
                page.goto(base + "index.html", wait_until="load")
                search(page, "viewWillAppear")
                page.wait_for_timeout(100)
                shot("search")
                if width < 400:
                    page.goto(base + "memory.html", wait_until="load")
                    page.click(".pages summary")
                    shot("menu")
                page.goto(base + "no/such/page.html", wait_until="load")
                shot("404-nested")
                # Swift names: the scenario page after the switch, at its sequence diagram and its trace.
                page.goto(base + NAMES_PAGE, wait_until="load")
                page.click('.names-switch button[data-names="swift"]')
                page.wait_for_timeout(300)
                shot("swift-names-top")
                page.evaluate("() => document.querySelector('#sequence-diagram').scrollIntoView()")
                page.wait_for_timeout(300)
                shot("swift-names-diagram")
                page.evaluate("() => document.querySelector('#state-graph').scrollIntoView()")
                page.wait_for_timeout(300)
                shot("swift-names-state")
                page.evaluate("() => document.querySelector('#trace').scrollIntoView()")
                page.wait_for_timeout(300)
                shot("swift-names-trace")
                page.click('.names-switch button[data-names="objc"]')
                context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "test":
        sys.exit(test(sys.argv[2]))
    if len(sys.argv) >= 4 and sys.argv[1] == "lane" and sys.argv[3] == "phone":
        sys.exit(phone_lane(sys.argv[2]))
    if len(sys.argv) >= 4 and sys.argv[1] == "screenshots":
        screenshots(sys.argv[2], sys.argv[3])
        sys.exit(0)
    sys.exit(__doc__)
