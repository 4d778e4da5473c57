/**
 * The first letter of a name, upper-cased, as one character even for letters outside the BMP: what the
 * member's avatar and the staff account button show when there is no picture.
 */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? "?").toLocaleUpperCase();
