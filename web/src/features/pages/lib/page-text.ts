// Pure text rules for how motion pages read on screen, kept apart from the components that apply them.

/**
 * Shortens `text` to at most `limit` characters and ends it with an ellipsis. Counting code points keeps
 * emoji and other astral characters whole; when the cut falls inside a word near the end, it backs off
 * to the previous space so no half word dangles before the ellipsis.
 */
export function truncateText(text: string, limit: number) {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  let cut = chars.slice(0, limit).join("");
  const splitsWord = !/\s/.test(chars[limit] ?? " ");
  const lastSpace = cut.search(/\s\S*$/);
  if (splitsWord && lastSpace > limit * 0.8) cut = cut.slice(0, lastSpace);
  // A comma or full stop right before the ellipsis reads as a typo, so trailing punctuation goes too.
  return `${cut.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}
