// Run in headless Chromium on a page `trellis render -o OUT.html` wrote (BrowserTests). For every device it
// checks, from the DOM and the browser's own layout, that the page behaves like the device: the viewport is
// exactly the device's size, every element sits at its frame, each strip is as long as the engine's strip
// content and comes to rest at the engine's resting offsets, and pinned items stay pinned within their section.
// The results go into <body data-check="...">, which --dump-dom prints.
(async function () {
  const results = [];
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const near = (a, b) => Math.abs(a - b) <= 0.6;
  for (const figure of document.querySelectorAll('figure')) {
    const device = figure.dataset.device;
    const check = (name, ok, detail) => results.push({ device, name, ok, detail });
    const viewport = figure.querySelector('.viewport');
    const content = figure.querySelector('.content');
    check('viewport width', viewport.clientWidth === Number(viewport.dataset.width),
      viewport.clientWidth + ' for ' + viewport.dataset.width);
    check('viewport height', viewport.clientHeight === Number(viewport.dataset.height),
      viewport.clientHeight + ' for ' + viewport.dataset.height);

    // Every element outside strips and tracks, at its frame in content coordinates.
    const origin = content.getBoundingClientRect();
    let misplaced = [];
    for (const element of content.querySelectorAll(':scope > .el')) {
      const box = element.getBoundingClientRect();
      const d = element.dataset;
      if (!near(box.left - origin.left, Number(d.x)) || !near(box.top - origin.top, Number(d.y))
        || !near(box.width, Number(d.width)) || !near(box.height, Number(d.height))) {
        misplaced.push(element.title);
      }
    }
    check('positions', misplaced.length === 0, misplaced.slice(0, 3).join(' | '));

    for (const strip of figure.querySelectorAll('.strip')) {
      const inner = strip.querySelector('.strip-content');
      const length = Number(strip.dataset.contentWidth);
      check('strip ' + strip.dataset.strip + ' length', near(strip.scrollWidth, Math.max(length, strip.clientWidth)),
        strip.scrollWidth + ' for ' + length);
      // Items in the strip at their frames, the strip's left edge being the section's.
      misplaced = [];
      const innerBox = inner.getBoundingClientRect();
      for (const element of inner.querySelectorAll('.el')) {
        const box = element.getBoundingClientRect();
        const x = box.left - innerBox.left + strip.offsetLeft;
        if (!near(x, Number(element.dataset.x))) misplaced.push(element.title);
      }
      check('strip ' + strip.dataset.strip + ' positions', misplaced.length === 0, misplaced.slice(0, 3).join(' | '));
      // Scrolled a little past each resting offset, the strip comes back to rest on it.
      for (const snap of strip.querySelectorAll('.snap')) {
        const offset = Number(snap.dataset.offset);
        strip.scrollLeft = offset + 7;
        await wait(400);
        check('strip ' + strip.dataset.strip + ' rests at ' + offset, near(strip.scrollLeft, offset),
          'came to rest at ' + strip.scrollLeft + ' (' + strip.dataset.behavior + ')');
        strip.scrollLeft = 0;
        await wait(100);
      }
    }

    // A pinned header, scrolled 40 points into its section, stays just below the safe area.
    for (const track of figure.querySelectorAll('.track')) {
      const element = track.firstElementChild;
      const safeTop = Number(viewport.dataset.safeTop);
      const isHeader = element.style.top !== '';
      if (!isHeader) continue;
      const natural = track.offsetTop + parseFloat(element.style.marginTop || '0');
      const room = track.offsetHeight - (natural - track.offsetTop) - element.offsetHeight;
      // The content starts below the top safe area, so at scrollTop s content y = s is at the visible top.
      const scroll = natural + Math.min(40, room - 1);
      if (room < 2 || viewport.scrollHeight - viewport.clientHeight < scroll) continue;
      viewport.scrollTop = scroll;
      await wait(100);
      const top = element.getBoundingClientRect().top - viewport.getBoundingClientRect().top - viewport.clientTop;
      check('pinned ' + element.title, near(top, safeTop), 'at ' + top + ' below the viewport top, scrolled ' + scroll);
      viewport.scrollTop = 0;
      await wait(50);
    }
  }
  document.body.setAttribute('data-check', JSON.stringify(results));
})();
