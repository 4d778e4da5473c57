import { useMemo } from "react";
import { parseExplanation, type ExplanationBlock } from "../lib/parse-explanation";

function Block({ block }: { block: ExplanationBlock }) {
  switch (block.kind) {
    case "heading":
      return <p className="font-semibold text-ink">{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1 ps-5 marker:text-ink-muted">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case "spacer":
      return <div aria-hidden className="h-2" />;
    case "paragraph":
      return <p>{block.text}</p>;
  }
}

/**
 * An analysis's explanation laid out by parseExplanation's rules. The text may come from a model, so it is rendered
 * as plain React text — never as HTML.
 */
export function AiExplanation({ text }: { text: string }) {
  const blocks = useMemo(() => parseExplanation(text), [text]);
  return (
    <div className="space-y-1.5 text-sm leading-relaxed text-ink break-words">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
