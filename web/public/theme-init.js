(function () {
  var root = document.documentElement;
  try {
    var stored = localStorage.getItem("theme");
    var dark = stored ? stored === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    root.classList.toggle("dark", dark);
    // A server-rendered screen is drawn for a visitor; a browser holding a session hides its Login button
    // until the app knows who is signed in (README.md, "Server rendering").
    root.classList.toggle("has-session", !!localStorage.getItem("token"));
  } catch {
    // Storage blocked (privacy mode) or no matchMedia: the page stays light.
  }
})();
