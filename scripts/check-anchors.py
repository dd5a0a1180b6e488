#!/usr/bin/env python3
"""Every link to a fragment (`page.html#name`, `#name`) in a built site names an element of its target.

linkchecker checks that every link resolves; its AnchorCheck plugin checked fragments too, but it
caches a page by its whole address, fragment included (linkcheck/checker/urlbase.py,
set_cache_url), so it fetched and parsed a page once per distinct anchor: 3,525 fetches and 186 of
its 204 seconds on this site. Here each page is parsed once, with Python's own HTML parser, and
every fragment link of every page (not only those reachable from the home page) is looked up in
its target's ids. A fragment into an SVG file must name an element of that file.

Usage: scripts/check-anchors.py path/to/Output
Prints each missing anchor as `page: link: no element with id "name" in target` and exits 1 if any.
"""
import os
import re
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    """The ids a page defines and the fragment links it holds."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (name == "name" and tag == "a"):
                self.ids.add(value)
            elif name == "href" and "#" in value:
                self.links.append(value)

    handle_startendtag = handle_starttag


SVG_ID = re.compile(rb'\bid="([^"]*)"')


def main(site):
    site = os.path.abspath(site)
    pages = {}
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                page = Page()
                with open(path, encoding="utf-8") as file:
                    page.feed(file.read())
                page.close()
                pages[path] = page
    svg_ids = {}
    missing = []
    checked = 0
    for path, page in sorted(pages.items()):
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or not parts.fragment:
                continue
            target = os.path.normpath(os.path.join(os.path.dirname(path), unquote(parts.path))) if parts.path else path
            anchor = unquote(parts.fragment)
            checked += 1
            if target in pages:
                ids = pages[target].ids
            elif target.endswith(".svg") and os.path.isfile(target):
                if target not in svg_ids:
                    with open(target, "rb") as file:
                        svg_ids[target] = {m.decode("utf-8") for m in SVG_ID.findall(file.read())}
                ids = svg_ids[target]
            else:
                # A link to a file that does not exist is linkchecker's to report.
                continue
            if anchor not in ids:
                missing.append(f"{os.path.relpath(path, site)}: {link}: no element with id \"{anchor}\" in {os.path.relpath(target, site)}")
    for line in missing:
        print("check-anchors: " + line)
    print(f"check-anchors: {checked} fragment links in {len(pages)} pages, {len(missing)} missing")
    return 1 if missing else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/check-anchors.py path/to/Output")
    sys.exit(main(sys.argv[1]))
