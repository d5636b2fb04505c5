// The start of a prerendered page (scripts/lib/prerender.mjs writes it into the shell's dist as
// prerender-start.<hash>.js and puts it in the page instead of the shell's own script tags): the
// page paints from its HTML first, then the shell's scripts are asked for, in their order.
// Requested with the HTML, they would arrive and run before that first paint on a fast link and
// hold it up (Lighthouse counts every script that arrived before the largest paint as its
// cost). A plain browser script: no webpack runtime, no module, nothing else on the page runs yet.
(function () {
  var me = document.currentScript;
  var urls = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  // A first sight's frame and remote (the files the page would have preloaded): asked for beside
  // the shell's scripts, not after them.
  var preloads = ((me && me.getAttribute('data-preloads')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var p = 0; p < preloads.length; p++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = preloads[p];
      document.head.appendChild(link);
    }
    for (var i = 0; i < urls.length; i++) {
      var script = document.createElement('script');
      script.src = urls[i];
      // Run in the order given (react-dom, vendors, then the entry), as the tags did.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A tab in the background paints nothing: it has nothing to show first.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  // Once the browser reports the page's first paint: it is on screen then (a frame's callback
  // comes before the frame is shown, and a busy device shows it tens of milliseconds later).
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing: the fallback below.
  }
  requestAnimationFrame(function () {
    setTimeout(start, 1000);
  });
})();
