import DiagramValues
import Foundation

/// The inspector's HTML, CSS and script around its figures and data.
enum InspectorTemplate {
  /// The page: `diagram` and `plain` are inline SVG, `data` the JSON the script reads (made safe to sit
  /// in a script element).
  static func page(title: String, diagram: String, plain: String, data: String) -> String {
    let title = XMLText.escaped(title)
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title) · layout inspector</title>
      <style>
      :root { color-scheme: light dark; --ink: #1b1b1b; --paper: #ffffff; --line: #8886; --mark: #d81b60; }
      @media (prefers-color-scheme: dark) { :root { --ink: #e8e8e8; --paper: #161616; --mark: #ff6e9c; } }
      body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
      header { display: flex; gap: 1rem; align-items: center; padding: .6rem 1rem; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
      header h1 { font-size: 1rem; margin: 0; }
      main { display: flex; gap: 1rem; padding: 1rem; align-items: flex-start; }
      #stage { position: relative; flex: none; background: #fff; border: 1px solid var(--line); }
      #stage svg.figure { display: block; }
      #stage svg.hidden { display: none; }
      #stage svg.layer { position: absolute; left: 0; top: 0; pointer-events: none; }
      #kinds label { margin-right: .5rem; }
      #overlay { position: absolute; left: 0; top: 0; }
      aside { flex: 1; min-width: 18rem; }
      #details { border: 1px solid var(--line); padding: .6rem; margin-bottom: 1rem; min-height: 4rem; }
      #details h2 { font-size: 1rem; margin: 0 0 .3rem; }
      #details ul { margin: .3rem 0; padding-left: 1.2rem; }
      #details .diagnostic { color: #c62828; }
      #tree ul { list-style: none; margin: 0; padding-left: 1rem; }
      #tree > ul { padding-left: 0; }
      #tree button { font: inherit; color: inherit; background: none; border: 0; padding: 1px 4px; cursor: pointer; text-align: left; }
      #tree button:hover, #tree button:focus, #tree button.current { background: #d81b6022; outline: 1px solid var(--mark); }
      #tree button.pinned { background: #d81b6044; font-weight: 600; }
      #tree li.filtered { display: none; }
      .kind { opacity: .7; }
      </style></head><body>
      <header>
      <h1>\(title)</h1>
      <label>Find <input id="search" type="search" placeholder="element name"></label>
      <span role="radiogroup" aria-label="style">
      <label><input type="radio" name="style" value="0" checked> diagram</label>
      <label><input type="radio" name="style" value="1"> plain</label>
      </span>
      <button id="focus" type="button" aria-pressed="false">Focus pinned</button>
      <span id="kinds" role="group" aria-label="annotation kinds"></span>
      </header>
      <main>
      <div id="stage">
      \(diagram)
      \(plain)
      <svg id="overlay" xmlns="http://www.w3.org/2000/svg" aria-hidden="true"></svg>
      </div>
      <aside>
      <section id="details" aria-live="polite"><p>Hover an element in the figure or the tree; click to pin it.</p></section>
      <nav id="tree" aria-label="elements"></nav>
      </aside>
      </main>
      <script type="application/json" id="data">\(data)</script>
      <script>
      \(script)
      </script>
      </body></html>

      """
  }

  /// What the page does: a figure per style, the overlay drawn over the one shown.
  private static let script = """
    (function () {
      var data = JSON.parse(document.getElementById('data').textContent);
      var elements = data.elements;
      var figures = Array.prototype.slice.call(document.querySelectorAll('#stage > svg')).filter(function (svg) {
        return svg.id !== 'overlay' && !svg.classList.contains('layer');
      });
      var layers = Array.prototype.slice.call(document.querySelectorAll('#stage svg.layer'));
      var kinds = document.getElementById('kinds');
      layers.forEach(function (layer) {
        var label = document.createElement('label'), box = document.createElement('input');
        box.type = 'checkbox'; box.checked = true; box.value = layer.dataset.kind;
        box.addEventListener('change', function () { layer.style.display = box.checked ? '' : 'none'; });
        label.appendChild(box); label.appendChild(document.createTextNode(' ' + layer.dataset.kind));
        kinds.appendChild(label);
      });
      figures.forEach(function (svg) { svg.classList.add('figure'); });
      var overlay = document.getElementById('overlay');
      var shown = 0, current = null, pinned = null, focusing = false;
      var buttons = [];
      var children = elements.map(function () { return []; });
      elements.forEach(function (e) { if (e.parent !== null && e.parent !== undefined) children[e.parent].push(e.id); });

      function showFigure(index) {
        shown = index;
        figures.forEach(function (svg, i) { svg.classList.toggle('hidden', i !== index); });
        layers.forEach(function (layer) { layer.classList.toggle('hidden', index !== 0); });
        kinds.style.visibility = index === 0 ? 'visible' : 'hidden';
        var svg = figures[index];
        ['width', 'height', 'viewBox'].forEach(function (name) {
          if (svg.getAttribute(name)) overlay.setAttribute(name, svg.getAttribute(name));
        });
        draw();
      }
      function box(e) {
        var p = data.figures[shown], m = p.magnification;
        return { x: (e.frame[0] + p.origin[0]) * m, y: (e.frame[1] + p.origin[1]) * m, w: e.frame[2] * m, h: e.frame[3] * m };
      }
      function number(v) { return Math.round(v * 100) / 100; }
      function label(e) { return (e.name || '') + ' (' + e.kind + ')'; }
      function subtree(id) {
        var ids = [id], i = 0;
        while (i < ids.length) { ids = ids.concat(children[ids[i]]); i++; }
        return ids;
      }
      function draw() {
        var ns = 'http://www.w3.org/2000/svg', parts = [];
        overlay.textContent = '';
        function add(name, attributes, text) {
          var node = document.createElementNS(ns, name);
          Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]); });
          if (text) node.textContent = text;
          overlay.appendChild(node);
        }
        var view = (overlay.getAttribute('viewBox') || '0 0 0 0').split(/[ ,]+/).map(Number);
        if (focusing && pinned !== null) {
          var b = box(elements[pinned]);
          add('path', { d: 'M' + view[0] + ' ' + view[1] + 'h' + view[2] + 'v' + view[3] + 'h' + (-view[2]) + 'z' +
            'M' + b.x + ' ' + b.y + 'v' + b.h + 'h' + b.w + 'v' + (-b.h) + 'z',
            'fill-rule': 'evenodd', fill: 'rgba(255,255,255,0.75)' });
        }
        [pinned, current].forEach(function (id, index) {
          if (id === null) return;
          var e = elements[id], b = box(e);
          add('rect', { x: b.x, y: b.y, width: b.w, height: b.h, fill: 'rgba(216,27,96,0.08)', stroke: '#d81b60',
            'stroke-width': index === 0 ? 2 : 1, 'stroke-dasharray': index === 0 ? '' : '4 2' });
          add('text', { x: b.x + b.w / 2, y: Math.max(b.y - 3, view[1] + 9), 'text-anchor': 'middle',
            'font-size': 9, fill: '#d81b60', 'font-family': 'sans-serif' }, number(e.frame[2]) + 'pt');
          add('text', { x: b.x + b.w + 3, y: b.y + b.h / 2, 'font-size': 9, fill: '#d81b60',
            'font-family': 'sans-serif' }, number(e.frame[3]) + 'pt');
        });
      }
      function describe(id) {
        var details = document.getElementById('details');
        details.textContent = '';
        if (id === null) { details.innerHTML = '<p>Hover an element in the figure or the tree; click to pin it.</p>'; return; }
        var e = elements[id];
        var heading = document.createElement('h2');
        heading.textContent = label(e) + (id === pinned ? ' · pinned' : '');
        details.appendChild(heading);
        var frame = document.createElement('p');
        frame.textContent = 'x ' + number(e.frame[0]) + ', y ' + number(e.frame[1]) + ', ' + number(e.frame[2]) + ' × ' + number(e.frame[3]) + 'pt';
        details.appendChild(frame);
        var list = document.createElement('ul');
        e.explanation.forEach(function (line) { var li = document.createElement('li'); li.textContent = line; list.appendChild(li); });
        e.diagnostics.forEach(function (line) { var li = document.createElement('li'); li.className = 'diagnostic'; li.textContent = line; list.appendChild(li); });
        details.appendChild(list);
      }
      function hover(id) {
        if (current !== null && buttons[current]) buttons[current].classList.remove('current');
        current = id;
        if (id !== null && buttons[id]) buttons[id].classList.add('current');
        describe(id !== null ? id : pinned);
        draw();
      }
      function pin(id) {
        if (pinned !== null && buttons[pinned]) buttons[pinned].classList.remove('pinned');
        pinned = pinned === id ? null : id;
        if (pinned !== null && buttons[pinned]) buttons[pinned].classList.add('pinned');
        describe(pinned !== null ? pinned : current);
        draw();
      }
      function build(id, parent) {
        var e = elements[id], item = document.createElement('li'), button = document.createElement('button');
        button.type = 'button';
        var name = document.createElement('span');
        name.textContent = e.name || '';
        var kind = document.createElement('span');
        kind.className = 'kind';
        kind.textContent = (e.name ? ' ' : '') + e.kind + ' ' + number(e.frame[2]) + '×' + number(e.frame[3]);
        button.appendChild(name); button.appendChild(kind);
        button.addEventListener('mouseenter', function () { hover(id); });
        button.addEventListener('focus', function () { hover(id); });
        button.addEventListener('click', function () { pin(id); });
        buttons[id] = button;
        item.dataset.id = id;
        item.appendChild(button);
        if (children[id].length) {
          var list = document.createElement('ul');
          children[id].forEach(function (child) { build(child, list); });
          item.appendChild(list);
        }
        parent.appendChild(item);
      }
      var root = document.createElement('ul');
      if (elements.length) build(0, root);
      document.getElementById('tree').appendChild(root);

      function at(event) {
        var rect = overlay.getBoundingClientRect();
        var view = (overlay.getAttribute('viewBox') || '0 0 1 1').split(/[ ,]+/).map(Number);
        var x = view[0] + (event.clientX - rect.left) * view[2] / rect.width;
        var y = view[1] + (event.clientY - rect.top) * view[3] / rect.height;
        var best = null, area = Infinity;
        elements.forEach(function (e) {
          var b = box(e);
          if (x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h && b.w * b.h <= area) { best = e.id; area = b.w * b.h; }
        });
        return best;
      }
      overlay.addEventListener('mousemove', function (event) { var id = at(event); if (id !== current) hover(id); });
      overlay.addEventListener('mouseleave', function () { hover(null); });
      overlay.addEventListener('click', function (event) { var id = at(event); if (id !== null) pin(id); });
      document.querySelectorAll('input[name=style]').forEach(function (radio) {
        radio.addEventListener('change', function () { showFigure(Number(radio.value)); });
      });
      document.getElementById('focus').addEventListener('click', function (event) {
        focusing = !focusing;
        event.target.setAttribute('aria-pressed', String(focusing));
        draw();
      });
      var search = document.getElementById('search');
      search.addEventListener('input', function () {
        var text = search.value.toLowerCase(), keep = {};
        elements.forEach(function (e) {
          if (!text || (e.name || '').toLowerCase().indexOf(text) >= 0) {
            for (var id = e.id; id !== null && id !== undefined && !keep[id]; id = elements[id].parent) keep[id] = true;
          }
        });
        document.querySelectorAll('#tree li').forEach(function (item) {
          item.classList.toggle('filtered', !keep[item.dataset.id]);
        });
      });
      search.addEventListener('keydown', function (event) {
        if (event.key !== 'Enter') return;
        // The Enter that pins the match must not also press the entry it moves the focus to.
        event.preventDefault();
        var text = search.value.toLowerCase();
        var found = elements.filter(function (e) { return text && (e.name || '').toLowerCase().indexOf(text) >= 0; })[0];
        if (found) { pin(found.id); buttons[found.id].focus(); }
      });
      showFigure(0);
    })();
    """
}
