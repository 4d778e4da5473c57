import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import satori, { init as initSatori } from "satori/standalone";
import yogaWasm from "satori/yoga.wasm";
import { CARD_FONTS } from "./fonts";
import { CARD_HEIGHT, CARD_WIDTH, cardElement } from "./card-layout";
import type { CardFacts } from "./card-facts";

// Facts → SVG (satori: flexbox layout by Yoga, text drawn as paths with the bundled fonts) → PNG (resvg).
// Both run as WebAssembly. Workers may not compile WebAssembly from bytes at run time ("Wasm code generation
// disallowed by embedder"), so each .wasm is imported as a module (wrangler's default CompiledWasm rule; the
// vitest plugin applies the same rule) and handed to the library: satori's standalone build for that
// reason, where the default build inlines Yoga as base64 and compiles it itself.
//
// satori stays on 0.32 (package.json "^0.32.0"): from 0.33 on it also shapes text with HarfBuzz, whose
// WebAssembly it inlines and compiles from bytes when the module loads, with no way to hand it a module, so
// it cannot run in a Worker (README.md, decision 26).

let ready: Promise<void> | undefined;

// Once per isolate: both libraries refuse a second initialisation, and it is the slow part of a first card.
const initialise = () => {
  ready ??= Promise.all([initSatori(yogaWasm), initWasm(resvgWasm)]).then(
    () => undefined,
    (err: unknown) => {
      ready = undefined; // a failed start is tried again by the next card, not remembered
      throw err;
    },
  );
  return ready;
};

/** The card of these facts as PNG bytes, 1200×630. */
export async function renderCard(facts: CardFacts): Promise<Uint8Array<ArrayBuffer>> {
  await initialise();
  const svg = await satori(cardElement(facts), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: CARD_FONTS });
  // satori has already turned every glyph into a path: resvg needs no fonts, so it loads none.
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  const image = resvg.render();
  try {
    // asPng copies the bytes out of the WebAssembly memory into an ArrayBuffer of their own.
    return image.asPng() as Uint8Array<ArrayBuffer>;
  } finally {
    image.free();
    resvg.free();
  }
}
