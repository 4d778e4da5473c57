import type { Font } from "satori/standalone";
import { FONT_FAMILY } from "./card-layout";
import latin400 from "./fonts/inter-latin-400-normal.woff";
import latin700 from "./fonts/inter-latin-700-normal.woff";
import latinExt400 from "./fonts/inter-latin-ext-400-normal.woff";
import latinExt700 from "./fonts/inter-latin-ext-700-normal.woff";

// The card's one typeface, Inter (SIL Open Font License 1.1: fonts/OFL.txt, kept beside the files as the
// licence asks), from @fontsource/inter 5.3.0. The files are bundled into the Worker as ArrayBuffers by the
// `**/*.woff` Data rule in wrangler.toml: nothing is fetched when a card is drawn. WOFF, as satori 0.32
// reads TTF, OTF and WOFF but not WOFF2.
//
// Two subsets per weight: latin (English, Western European, general punctuation, the ↑ ↓ arrows) and
// latin-ext (Central and Eastern European letters: ł, ő, ș …). satori uses one font per family and weight
// and looks a missing glyph up in the other families, so latin-ext is a family of its own. Other scripts
// (Greek, Cyrillic, CJK, emoji) are not shipped: every subset would grow the Worker, and a character no font
// has is left out of the card (card-text.ts), never drawn as a box.

// In the Worker a .woff import is an ArrayBuffer (the Data rule; worker-configuration.d.ts). The web app's
// type-check reads this file too, through `import type { AppType }`, with Vite's client types, which call a
// .woff import a URL string: this states the Worker's type for both.
const bytes = (font: unknown) => font as ArrayBuffer;

export const CARD_FONTS: Font[] = [
  { name: FONT_FAMILY, data: bytes(latin400), weight: 400, style: "normal" },
  { name: FONT_FAMILY, data: bytes(latin700), weight: 700, style: "normal" },
  { name: `${FONT_FAMILY} latin-ext`, data: bytes(latinExt400), weight: 400, style: "normal" },
  { name: `${FONT_FAMILY} latin-ext`, data: bytes(latinExt700), weight: 700, style: "normal" },
];
