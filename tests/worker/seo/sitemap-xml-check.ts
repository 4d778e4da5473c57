import { expect } from "vitest";

// A small, strict reader of the XML the sitemaps write, so the tests need no XML parser dependency. It
// accepts only what well-formed XML allows of the subset sitemaps use — a declaration, elements with
// double-quoted attributes, text with the five predefined entities — and throws on anything else: an
// unclosed, crossed or stray tag, a bare `&` or `<`, a second root, text outside the root, a control
// character. Then the sitemaps.org rules are checked on the tree.

export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string };

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const MAX_ENTRIES = 50_000;
const DECLARATION = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/;
const TOKEN = /<\/([A-Za-z_][\w.-]*)\s*>|<([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)="([^"<]*)"/g;
const ENTITY: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** A character XML 1.0 forbids: a C0 control other than tab, line feed and carriage return, U+FFFE, U+FFFF. */
const forbidden = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || code === 0xfffe || code === 0xffff;
};

const decode = (text: string) => {
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`a bare & in ${JSON.stringify(text.slice(0, 80))}`);
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITY[name]!);
};

/** The root element of `xml`, or an error saying where it stops being well-formed. */
export const parseXml = (xml: string): XmlElement => {
  const declaration = DECLARATION.exec(xml);
  if (!declaration) throw new Error("no XML declaration");
  if ([...xml].some(forbidden)) throw new Error("a character XML forbids");
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  for (let pos = declaration[0].length; pos < xml.length; ) {
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(xml);
    if (!m) throw new Error(`not well-formed at ${pos}: ${JSON.stringify(xml.slice(pos, pos + 60))}`);
    pos = TOKEN.lastIndex;
    const [, close, open, attrs = "", selfClosing, text] = m;
    const parent = stack.at(-1);
    if (text !== undefined) {
      if (parent) parent.text += decode(text);
      else if (text.trim()) throw new Error("text outside the root element");
    } else if (open) {
      if (!parent && root) throw new Error("a second root element");
      const element: XmlElement = { name: open, attrs: {}, children: [], text: "" };
      for (const [, name, value] of attrs.matchAll(ATTRIBUTE)) element.attrs[name!] = decode(value!);
      if (parent) parent.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    } else if (stack.pop()?.name !== close) throw new Error(`</${close}> closes nothing open`);
  }
  if (!root || stack.length) throw new Error(`unclosed <${stack.at(-1)?.name}>`);
  return root;
};

// W3C Datetime (https://www.w3.org/TR/NOTE-datetime), each of its six levels of precision.
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** A <loc>: absolute http(s), under 2,048 characters, already URL-encoded (the parser changes nothing). */
const expectLoc = (loc: string, origin: string) => {
  expect(loc.length).toBeLessThan(2048);
  const url = new URL(loc);
  expect(url.origin, loc).toBe(origin);
  expect(url.href, `${loc} is not in its encoded form`).toBe(loc);
};

/** One child named `name`: the element's text, or undefined when it has none (and never two). */
const only = (element: XmlElement, name: string) => {
  const found = element.children.filter((c) => c.name === name);
  expect(found.length, `<${element.name}> holds ${found.length} <${name}>`).toBeLessThanOrEqual(1);
  return found[0]?.text;
};

const expectRoot = (root: XmlElement, name: string, entry: string) => {
  expect(root.name).toBe(name);
  expect(root.attrs).toEqual({ xmlns: SITEMAP_NAMESPACE });
  expect(root.children.every((c) => c.name === entry)).toBe(true);
  expect(root.children.length).toBeLessThanOrEqual(MAX_ENTRIES);
  expect(root.text.trim()).toBe("");
};

/** A sitemap index by the protocol's rules; its <loc>s. */
export const sitemapIndexLocs = (xml: string, origin: string) => {
  const root = parseXml(xml);
  expectRoot(root, "sitemapindex", "sitemap");
  return root.children.map((sitemap) => {
    expect(sitemap.children.map((c) => c.name)).toEqual(["loc"]);
    const loc = only(sitemap, "loc")!;
    expectLoc(loc, origin);
    return loc;
  });
};

/** A urlset by the protocol's rules; each <url> as { loc, lastmod }. */
export const urlsetEntries = (xml: string, origin: string) => {
  const root = parseXml(xml);
  expectRoot(root, "urlset", "url");
  return root.children.map((url) => {
    expect(url.children.every((c) => ["loc", "lastmod"].includes(c.name))).toBe(true);
    const loc = only(url, "loc");
    expect(loc, "a <url> without <loc>").toBeDefined();
    expectLoc(loc!, origin);
    const lastmod = only(url, "lastmod");
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
    return { loc: loc!, lastmod };
  });
};
