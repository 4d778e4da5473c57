export type ExplanationBlock =
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "paragraph"; text: string }
  | { kind: "spacer" };

/** A heading line ends in a colon and has at most this many words; a longer one is a sentence. */
const MAX_HEADING_WORDS = 8;

const isHeading = (line: string) =>
  line.length > 1 && line.endsWith(":") && line.split(/\s+/).length <= MAX_HEADING_WORDS;

/**
 * Turns an analysis's explanation into blocks: headings, bullets grouped into lists, spacers for empty
 * lines and paragraphs for the rest. Plain data, so the renderer never needs HTML from the model.
 */
export function parseExplanation(text: string): ExplanationBlock[] {
  const blocks: ExplanationBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (line === "") {
      // Runs of blank lines read as one gap, and a gap at the very top would only push the text down.
      if (last && last.kind !== "spacer") blocks.push({ kind: "spacer" });
    } else if (line.startsWith("-")) {
      // Checked before headings: "- Budget:" is a list item that happens to end in a colon.
      const item = line.slice(1).trim();
      if (item === "") continue; // a lone dash is a separator, not an empty bullet
      if (last?.kind === "list") last.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else if (isHeading(line)) {
      blocks.push({ kind: "heading", text: line });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  if (blocks.at(-1)?.kind === "spacer") blocks.pop();
  return blocks;
}
