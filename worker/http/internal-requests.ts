// Requests the Worker makes of itself: a server render reads the API through the app (worker/ssr/), one to
// three requests a screen. Marked by identity, so no header from outside can claim to be one.

const internal = new WeakSet<Request>();

/** Marks a request the Worker is about to hand to its own app. */
export const asInternal = (request: Request) => {
  internal.add(request);
  return request;
};

export const isInternal = (request: Request) => internal.has(request);
