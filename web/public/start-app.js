// Starts the app's code on a server-rendered screen once that screen has painted its content (README.md,
// "Server rendering"): the Worker writes the entry script and its module preloads inert
// (worker/ssr/app-after-paint.ts); here they become real, preloads first. A screen the browser draws itself
// has none of them, and nothing happens.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel="x-plaza-modulepreload"]').forEach(function (link) {
      link.rel = "modulepreload";
    });
    document.querySelectorAll('script[type="text/x-plaza-entry"]').forEach(function (inert) {
      var script = document.createElement("script");
      script.type = "module";
      script.crossOrigin = inert.crossOrigin;
      script.src = inert.src;
      inert.replaceWith(script);
    });
  }
  var paintTiming = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (paintTiming) {
    // The first contentful paint (buffered: it may already have happened); a hidden tab paints, and starts, when shown.
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) start();
    }).observe({ type: "paint", buffered: true });
    // Should no paint ever be reported (a browser that renders without painting), the page still comes alive.
    window.addEventListener("load", function () {
      setTimeout(start, 2000);
    });
  } else {
    // No paint timing: the frame after the first one (requestAnimationFrame runs before a paint, the timeout after it).
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
