// A server-rendered screen is readable before the app's code runs, so the code waits for the first paint:
// on a slow connection the page's text, stylesheet and images no longer share the bandwidth with about 150
// KB of scripts that only make it interactive (README.md, "Server rendering", decision 28). The shell's
// entry script and module preloads are written inert here; web/public/start-app.js makes them real once the
// screen has painted. Screens the browser draws itself keep them as built: there the scripts are the screen.

export const ENTRY_TYPE = "text/x-plaza-entry";
export const PRELOAD_REL = "x-plaza-modulepreload";

export const withAppAfterPaint = (shell: Response): Response =>
  new HTMLRewriter()
    .on('script[type="module"][src]', { element: (tag) => void tag.setAttribute("type", ENTRY_TYPE) })
    .on('link[rel="modulepreload"]', { element: (tag) => void tag.setAttribute("rel", PRELOAD_REL) })
    .transform(shell);
