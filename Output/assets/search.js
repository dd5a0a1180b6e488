// The search box: matches every word typed against page titles and headings from
// search-index.js. Without JavaScript the box stays hidden and every page still reads.
(function () {
  "use strict";
  var index = window.lifelineSearchIndex;
  var form = document.querySelector("form.search");
  if (!index || !form) return;
  var input = form.querySelector("input");
  var list = form.querySelector(".search-results");
  var root = document.documentElement.getAttribute("data-root") || "";
  form.hidden = false;

  function matches(query) {
    var words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    function has(text) {
      text = text.toLowerCase();
      return words.every(function (word) { return text.indexOf(word) !== -1; });
    }
    var inTitle = index.filter(function (entry) { return has(entry.title); });
    var inPage = index.filter(function (entry) { return !has(entry.title) && has(entry.title + " " + (entry.page || "")); });
    return inTitle.concat(inPage).slice(0, 12);
  }

  function show() {
    var found = matches(input.value);
    list.textContent = "";
    if (input.value.trim() === "") { list.hidden = true; return; }
    if (found.length === 0) {
      var none = document.createElement("li");
      none.className = "search-empty";
      none.textContent = "No page or heading matches.";
      list.appendChild(none);
    }
    found.forEach(function (entry) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + entry.url;
      link.textContent = entry.title;
      if (entry.page) {
        var page = document.createElement("span");
        page.className = "search-page";
        page.textContent = entry.page;
        link.appendChild(page);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    list.hidden = false;
  }

  input.addEventListener("input", show);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a");
    if (first) window.location.href = first.href;
  });
  form.addEventListener("keydown", function (event) {
    var links = Array.prototype.slice.call(list.querySelectorAll("a"));
    var at = links.indexOf(document.activeElement);
    if (event.key === "Escape") { input.value = ""; show(); input.focus(); }
    else if (event.key === "ArrowDown" && links.length) { event.preventDefault(); links[Math.min(at + 1, links.length - 1)].focus(); }
    else if (event.key === "ArrowUp" && at >= 0) { event.preventDefault(); (at === 0 ? input : links[at - 1]).focus(); }
  });
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) list.hidden = true;
  });
})();
