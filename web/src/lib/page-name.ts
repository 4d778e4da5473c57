/**
 * How a motion page's name shows on every screen (page cards and tiles, its profile, a motion's page,
 * search results, the back office): first letter capitalised, the rest kept as entered. Counting code
 * points keeps a first letter outside the BMP whole.
 */
export function displayPageName(name: string) {
  const [first = "", ...rest] = Array.from(name);
  return first.toLocaleUpperCase() + rest.join("");
}
