// Shared by `npm run bench` and `npm run lighthouse`: their results print the same way. No imports, so
// the Lighthouse script (type-checked with the browser tests) can use it without the bench's Worker types.

/** Prints a Markdown table with padded columns, so it reads in a terminal and pastes into the README. */
export function printMarkdownTable(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((v, i) => v.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const cells of lines) console.log(line(cells));
}
