import { describe, expect, it } from "vitest";
import { escapeXml, sitemapIndexXml, urlEntry, urlsetXml, w3cDatetime } from "../../../worker/seo/sitemap-xml";
import { parseXml, sitemapIndexLocs, urlsetEntries } from "./sitemap-xml-check";

// The sitemap writer on its own: the five XML entities, W3C datetimes, and documents the strict reader
// (sitemap-xml-check.ts) accepts. The reader is checked too, on documents it must refuse.

describe("the sitemap XML writer", () => {
  it("escapes all five characters the protocol names, and nothing else", () => {
    expect(escapeXml(`a&b<c>d"e'f/é`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f/é");
  });

  it("writes <lastmod> as a W3C datetime in UTC to the second", () => {
    expect(w3cDatetime(Date.UTC(2026, 4, 17, 9, 30, 0, 456))).toBe("2026-05-17T09:30:00Z");
    expect(urlEntry({ loc: "http://plaza.test/", lastmod: null })).toBe("<url><loc>http://plaza.test/</loc></url>\n");
  });

  it("writes a urlset and an index whose <loc>s read back exactly, query strings and all", () => {
    const loc = "http://plaza.test/a-page/motions/x?a=1&b=2";
    const urls = urlsetEntries(urlsetXml([{ loc, lastmod: Date.UTC(2026, 0, 1) }]), "http://plaza.test");
    expect(urls).toEqual([{ loc, lastmod: "2026-01-01T00:00:00Z" }]);
    expect(sitemapIndexLocs(sitemapIndexXml([loc]), "http://plaza.test")).toEqual([loc]);
  });
});

describe("the strict XML reader of the tests", () => {
  it.each([
    ["no declaration", "<urlset/>"],
    ["an unclosed element", '<?xml version="1.0" encoding="UTF-8"?><a><b></a>'],
    ["crossed elements", '<?xml version="1.0" encoding="UTF-8"?><a><b><c></b></c></a>'],
    ["a bare ampersand", '<?xml version="1.0" encoding="UTF-8"?><a>x&y</a>'],
    ["an unknown entity", '<?xml version="1.0" encoding="UTF-8"?><a>&nbsp;</a>'],
    ["a stray <", '<?xml version="1.0" encoding="UTF-8"?><a>1 < 2</a>'],
    ["two roots", '<?xml version="1.0" encoding="UTF-8"?><a/><b/>'],
    ["text after the root", '<?xml version="1.0" encoding="UTF-8"?><a/>x'],
    ["a control character", '<?xml version="1.0" encoding="UTF-8"?><a>\u0001</a>'],
  ])("refuses %s", (_, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});
