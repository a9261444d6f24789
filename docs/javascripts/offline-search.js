// Search for the site opened from files (file://), where Material's search cannot start its
// web worker. The build writes the search index as a script (search/offline-index.js, by
// reference/ogallala/site/hooks.py); on the first keystroke it is loaded, and the terms are
// looked up in each section's title and text: every term must occur, title hits first.
// Served over http(s) this does nothing and Material's own search answers.
(function () {
  "use strict";
  if (location.protocol !== "file:") return;
  var config = JSON.parse(document.getElementById("__config").textContent);
  var base = config.base.replace(/\/?$/, "/");
  var index = null;
  var LIMIT = 50;

  function load(then) {
    if (index) return then();
    var script = document.createElement("script");
    script.src = base + "search/offline-index.js";
    script.onload = function () { index = window.OGALLALA_SEARCH || { docs: [] }; then(); };
    document.head.appendChild(script);
  }

  function text(html) {
    var box = document.createElement("div");
    box.innerHTML = html;
    return box.textContent || "";
  }

  function find(query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) return [];
    var found = [];
    index.docs.forEach(function (doc) {
      var title = text(doc.title).toLowerCase(), body = text(doc.text).toLowerCase();
      if (!terms.every(function (t) { return title.indexOf(t) >= 0 || body.indexOf(t) >= 0; })) return;
      var score = terms.filter(function (t) { return title.indexOf(t) >= 0; }).length;
      found.push({ doc: doc, score: score, body: text(doc.text) });
    });
    found.sort(function (a, b) { return b.score - a.score; });
    return found.slice(0, LIMIT);
  }

  function show(query) {
    var list = document.querySelector(".md-search-result__list");
    var meta = document.querySelector(".md-search-result__meta");
    if (!list || !meta) return;
    var results = find(query);
    list.innerHTML = "";
    meta.textContent = query.trim() ? results.length + (results.length === LIMIT ? "+" : "") +
      " matching sections (offline search)" : "Type to start searching";
    results.forEach(function (r) {
      var item = document.createElement("li");
      item.className = "md-search-result__item";
      var link = document.createElement("a");
      link.className = "md-search-result__link";
      link.href = base + r.doc.location;
      var article = document.createElement("article");
      article.className = "md-search-result__article";
      var heading = document.createElement("h1");
      heading.textContent = text(r.doc.title);
      var snippet = document.createElement("p");
      var at = r.body.toLowerCase().indexOf(query.toLowerCase().split(/\s+/).filter(Boolean)[0]);
      snippet.textContent = r.body.slice(Math.max(0, at - 60), Math.max(0, at - 60) + 200);
      article.appendChild(heading);
      article.appendChild(snippet);
      link.appendChild(article);
      item.appendChild(link);
      list.appendChild(item);
    });
  }

  document.addEventListener("input", function (event) {
    var input = event.target;
    if (!input.classList || !input.classList.contains("md-search__input")) return;
    event.stopImmediatePropagation();
    load(function () { show(input.value); });
  }, true);
})();
