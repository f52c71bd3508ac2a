// Run in headless Chromium on a page `trellis render -o OUT.html` wrote (BrowserTests). For every device it
// checks, from the DOM and the browser's own layout, that the page behaves like the device: the viewport is
// exactly the device's size, every element sits at its frame, each strip is as long as the engine's strip
// content and comes to rest at the engine's resting offsets, and pinned items stay pinned within their section.
// It also checks that the picture fits: each device is drawn whole within its column and the window, scaled by
// the percentage its caption shows (never above 100%), and no section label covers an element.
// The results go into <body data-check="...">, which --dump-dom prints.
(async function () {
  const results = [];
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const near = (a, b) => Math.abs(a - b) <= 0.6;
  const box = (element) => element.getBoundingClientRect();
  // The part of a that b shows, or null.
  const clip = (a, b) => {
    const left = Math.max(a.left, b.left), right = Math.min(a.right, b.right);
    const top = Math.max(a.top, b.top), bottom = Math.min(a.bottom, b.bottom);
    return right - left > 0.5 && bottom - top > 0.5 ? { left, right, top, bottom } : null;
  };
  const page = (name, ok, detail) => results.push({ device: 'page', name, ok, detail });
  page('window', true, String(window.innerWidth));
  page('page width', document.documentElement.scrollWidth <= window.innerWidth,
    document.documentElement.scrollWidth + ' px wide in a ' + window.innerWidth + ' px window');
  const column = document.querySelector('.devices');
  for (const figure of document.querySelectorAll('figure')) {
    const device = figure.dataset.device;
    const check = (name, ok, detail) => results.push({ device, name, ok, detail });
    const viewport = figure.querySelector('.viewport');
    const content = figure.querySelector('.content');
    check('viewport width', viewport.clientWidth === Number(viewport.dataset.width),
      viewport.clientWidth + ' for ' + viewport.dataset.width);
    check('viewport height', viewport.clientHeight === Number(viewport.dataset.height),
      viewport.clientHeight + ' for ' + viewport.dataset.height);

    // Drawn whole at the scale the caption shows: the frame's box is its natural width times that scale, within
    // the window and the devices' column, and scaled only when its natural width does not fit the column.
    const percent = Number(getComputedStyle(figure).getPropertyValue('--pct'));
    const frame = box(viewport);
    const stage = figure.querySelector('.stage') || viewport;
    const drawn = box(stage);
    // How much the browser really scaled the frame, which every position below is divided by.
    const scale = frame.width / viewport.offsetWidth;
    check('scale', percent > 0 && percent <= 100 && near(frame.width, viewport.offsetWidth * percent / 100)
      && near(frame.height, viewport.offsetHeight * percent / 100),
      frame.width + ' × ' + frame.height + ' px drawn for ' + viewport.offsetWidth + ' × ' + viewport.offsetHeight
      + ' at ' + percent + '%');
    check('fits the window', frame.left >= -0.5 && frame.right <= window.innerWidth + 0.5
      && drawn.left >= -0.5 && drawn.right <= window.innerWidth + 0.5,
      'frame ' + frame.left + '...' + frame.right + ', with its labels ' + drawn.left + '...' + drawn.right
      + ' in a ' + window.innerWidth + ' px window');
    // Scaled only as far as the column needs: 100% where the frame fits, else the whole percentage below the fit.
    const columnWidth = column ? column.clientWidth : window.innerWidth;
    const naturalWidth = stage.offsetWidth;
    const fit = Math.floor(100 * columnWidth / naturalWidth);
    check('fits its column', drawn.right <= box(column || document.body).right + 0.5
      && (naturalWidth > columnWidth ? percent >= fit - 1 : percent === 100),
      naturalWidth + ' px at ' + percent + '% in a ' + columnWidth + ' px column');
    const shown = figure.querySelector('.scale');
    const label = shown ? getComputedStyle(shown, '::before').content : '';
    const visible = shown !== null && box(shown).width > 0;
    check('scale shown', percent < 100 ? visible && label.includes('counter(pct)') : !visible,
      (visible ? 'shown' : 'not shown') + ' at ' + percent + '%');

    // No section label covers an item or a supplementary where either is visible.
    const gutter = figure.querySelector('.gutter');
    const elements = [...figure.querySelectorAll('.el.item, .el.supplementary')].map((element) => {
      return { element, part: clip(box(element), frame) };
    }).filter((each) => each.part !== null);
    const covered = [];
    for (const sectionLabel of figure.querySelectorAll('.section-label')) {
      const part = clip(box(sectionLabel), gutter ? box(gutter) : frame);
      if (part === null) continue;
      for (const each of elements) {
        if (clip(part, each.part)) covered.push(sectionLabel.textContent + ' over ' + each.element.title);
      }
    }
    check('labels clear', covered.length === 0, covered.slice(0, 3).join(' | '));

    // Every element outside strips and tracks, at its frame in content coordinates.
    const origin = box(content);
    let misplaced = [];
    for (const element of content.querySelectorAll(':scope > .el')) {
      const at = box(element);
      const d = element.dataset;
      if (!near((at.left - origin.left) / scale, Number(d.x)) || !near((at.top - origin.top) / scale, Number(d.y))
        || !near(at.width / scale, Number(d.width)) || !near(at.height / scale, Number(d.height))) {
        misplaced.push(element.title);
      }
    }
    check('positions', misplaced.length === 0, misplaced.slice(0, 3).join(' | '));

    // Scrolled, the section labels beside the frame move with the content: a scroll-driven animation on the
    // viewport's scroll axis moves them across exactly its scroll range. Headless Chromium under virtual time draws
    // no frames, when scroll timelines are sampled, so this reads the styles that bind the animation to the
    // viewport instead of scrolling and measuring.
    const moving = figure.querySelector('.labels');
    const sideways = figure.querySelector('.stage.above') !== null;
    const range = sideways ? viewport.scrollWidth - viewport.clientWidth
      : viewport.scrollHeight - viewport.clientHeight;
    if (moving) {
      const styles = getComputedStyle(moving), source = getComputedStyle(viewport);
      const name = source.scrollTimelineName;
      const declared = parseFloat(styles.getPropertyValue('--range'));
      check('labels follow scrolling', name.startsWith('--') && styles.animationTimeline === name
        && getComputedStyle(stage).timelineScope === name && source.scrollTimelineAxis === (sideways ? 'x' : 'y')
        && styles.animationName === (sideways ? 'follow-x' : 'follow-y') && near(declared, Math.max(0, range)),
        'moved by ' + styles.animationName + ' on ' + styles.animationTimeline + ' (the viewport scrolls ' + name + ' '
        + source.scrollTimelineAxis + ') across ' + declared + ' px for a scroll range of ' + range + ' px');
    }

    for (const strip of figure.querySelectorAll('.strip')) {
      const inner = strip.querySelector('.strip-content');
      const length = Number(strip.dataset.contentWidth);
      check('strip ' + strip.dataset.strip + ' length', near(strip.scrollWidth, Math.max(length, strip.clientWidth)),
        strip.scrollWidth + ' for ' + length);
      // Items in the strip at their frames, the strip's left edge being the section's.
      misplaced = [];
      const innerBox = box(inner);
      for (const element of inner.querySelectorAll('.el')) {
        const x = (box(element).left - innerBox.left) / scale + strip.offsetLeft;
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
      const top = (box(element).top - box(viewport).top) / scale - viewport.clientTop;
      check('pinned ' + element.title, near(top, safeTop), 'at ' + top + ' below the viewport top, scrolled ' + scroll);
      viewport.scrollTop = 0;
      await wait(50);
    }
  }
  document.body.setAttribute('data-check', JSON.stringify(results));
})();
