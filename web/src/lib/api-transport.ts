// How the typed client's requests leave the app. In the browser: the network. In the Worker's server render
// (entry-server.tsx): straight into the Worker's own app, for the request being rendered, without a
// round trip, so the HTML carries exactly what the browser would have been answered.

type Transport = typeof fetch;

let transport: Transport = (input, init) => fetch(input, init);

/** Called once by the server bundle; the browser never replaces the network. */
export const setApiTransport = (next: Transport) => {
  transport = next;
};

export const sendApiRequest: Transport = (input, init) => transport(input, init);

/**
 * Where requests are addressed. Empty VITE_API_ORIGIN means the page's own origin (local development,
 * single-origin deploys); the server render has no page, so it addresses a placeholder origin that its
 * transport replaces with the request's own.
 */
export const apiBaseUrl = (configured: string) =>
  configured || (typeof window === "undefined" ? "http://server-render.invalid" : window.location.origin);
