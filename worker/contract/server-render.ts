// What the Worker and the web app agree on for a server-rendered screen (README.md, "Server rendering"):
// the Worker asks the app's server bundle to render a URL, streams the HTML into the app shell, and puts
// the data the screen was rendered from into a JSON block that no browser executes (the CSP allows no inline
// script). The browser fills its query cache from that block before it hydrates, so it asks for nothing twice.

/** The id of the `<script type="application/json">` block that carries the server's data. */
export const SERVER_DATA_ID = "plaza-server-data";

/** The data block: the render's clock and TanStack Query's dehydrated cache. */
export type ServerData = {
  /** The moment the server rendered, so "3 minutes ago" reads the same while the browser hydrates. */
  now: number;
  queries: unknown;
};

/** One server render: the app's HTML as React streams it, then the data it was drawn from. */
export type RenderedApp = {
  html: ReadableStream<Uint8Array>;
  /** Read once the HTML stream has ended: everything the render fetched, including late answers. */
  data: () => ServerData;
};

/** How the server bundle reaches the API: a request handed straight to the Worker's own app. */
export type ServerApi = (request: Request) => Promise<Response>;

export type RenderApp = (input: { url: string; api: ServerApi; now: number }) => Promise<RenderedApp>;
