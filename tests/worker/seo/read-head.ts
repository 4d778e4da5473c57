// Reads back what a link preview or a crawler reads from an HTML answer's <head>: the title, every <meta>
// by name or property, the canonical link and the JSON-LD blocks, parsed by workerd's own HTML parser
// (HTMLRewriter), so a tag the escaping broke shows up as a missing or different value here.

export type ReadHead = {
  title: string;
  /** name= or property= → content, decoded as a browser decodes attribute values. */
  meta: Map<string, string>;
  /** How many tags had each name or property: a preview must never see two descriptions. */
  counts: Map<string, number>;
  canonical: string | null;
  /** The text of each <script type="application/ld+json">, as the JSON parser receives it. */
  jsonLd: string[];
  /** How many <script> elements the document has in all, data blocks included. */
  scripts: number;
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

/** The five escapes the Worker writes (and their decimal forms); enough to read its own output back. */
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos|#(\d+));/g, (whole, name: string, code?: string) =>
    code ? String.fromCodePoint(Number(code)) : (ENTITIES[name] ?? whole),
  );

export const readHead = async (html: string): Promise<ReadHead> => {
  const head: ReadHead = { title: "", meta: new Map(), counts: new Map(), canonical: null, jsonLd: [], scripts: 0 };
  let rawTitle = "";
  let block: string | null = null;
  const rewriter = new HTMLRewriter()
    // The head only: a server-rendered body has titles of its own (inside SVG drawings) and its data block.
    .on("head > title", { text: (chunk) => void (rawTitle += chunk.text) })
    .on("head > meta", {
      element: (el) => {
        const key = el.getAttribute("name") ?? el.getAttribute("property");
        if (!key) return;
        head.meta.set(key, decodeEntities(el.getAttribute("content") ?? ""));
        head.counts.set(key, (head.counts.get(key) ?? 0) + 1);
      },
    })
    .on('head > link[rel="canonical"]', { element: (el) => void (head.canonical = decodeEntities(el.getAttribute("href") ?? "")) })
    .on("head > script", {
      element: (el) => {
        head.scripts++;
        if (el.getAttribute("type") !== "application/ld+json") return;
        block = "";
        el.onEndTag(() => {
          head.jsonLd.push(block ?? "");
          block = null;
        });
      },
      text: (chunk) => {
        if (block !== null) block += chunk.text;
      },
    });
  await rewriter.transform(new Response(html)).text();
  head.title = decodeEntities(rawTitle);
  return head;
};
