import { SERVER_DATA_ID, type ServerApi, type ServerData } from "../contract/server-render";
import { logError } from "../shared/log";

// A public screen's HTML, server-rendered into the app shell and streamed (README.md, "Server rendering").
// The shell up to the app's container goes out at once, so the browser fetches the stylesheet and the
// scripts while the Worker reads the screen's data; then the app's HTML as React streams it; then the data
// it was drawn from, in a JSON block the browser's first render reads instead of asking again; then the rest
// of the shell. A render that fails before its first byte leaves the shell as it was built, and the browser
// renders the screen itself.

const APP_START = "<!--app-->";
const APP_END = "<!--/app-->";
const CONTAINER = '<div id="root">';

type Shell = { before: string; placeholder: string; after: string };

/** Splits the built shell around what web/index.html marks as the app's place (its placeholder top bar). */
export function splitShell(html: string): Shell | null {
  const start = html.indexOf(APP_START);
  const end = html.indexOf(APP_END, start);
  if (start >= 0 && end > start) {
    return { before: html.slice(0, start), placeholder: html.slice(start, end + APP_END.length), after: html.slice(end + APP_END.length) };
  }
  const container = html.indexOf(CONTAINER);
  if (container < 0) return null;
  const at = container + CONTAINER.length;
  return { before: html.slice(0, at), placeholder: "", after: html.slice(at) };
}

/** The data block: JSON with every "<" escaped, so no text in it can close the script element. */
const dataBlock = (data: ServerData) =>
  `<script type="application/json" id="${SERVER_DATA_ID}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

/** The shell with the screen at `url` rendered into it, as a stream that starts before the render ends. */
export function renderScreen(shell: Shell, url: string, api: ServerApi, waitUntil: (work: Promise<unknown>) => void): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const write = (text: string) => writer.write(encoder.encode(text));
  const stream = async () => {
    await write(shell.before);
    let rendered;
    try {
      // Loaded on the first render, not with the Worker: API requests never pay for evaluating the app.
      const { renderApp } = await import("plaza-ssr");
      rendered = await renderApp({ url, api, now: Date.now() });
    } catch (err) {
      logError("server render", err);
      await write(shell.placeholder + shell.after);
      return writer.close();
    }
    const reader = rendered.html.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) await writer.write(chunk.value);
    // After the container's end tag: nothing but the app's own HTML may be inside what React hydrates.
    const close = shell.after.indexOf("</div>") + "</div>".length;
    await write(shell.after.slice(0, close) + dataBlock(rendered.data()) + shell.after.slice(close));
    return writer.close();
  };
  waitUntil(
    stream().catch((err: unknown) => {
      // The visitor left or the render broke mid-stream: end the response rather than leave it hanging.
      logError("server render stream", err);
      return writer.abort(err).catch(() => {});
    }),
  );
  return readable;
}
