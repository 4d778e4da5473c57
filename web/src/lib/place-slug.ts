// A place named in an address (`/motions?jurisdiction=rivermouth`, `/norland?region=riverland`).

/**
 * A jurisdiction slug from a URL's search (`?jurisdiction=rivermouth`): trimmed and lower-case, or undefined.
 * Not checked against the contract's pattern here (that would bring the validator into the first download):
 * the Worker answers a slug that names nothing with 400 or 404, which the list shows.
 */
export function placeSlug(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const slug = value.trim().toLowerCase().slice(0, 60);
  return slug || undefined;
}
