import type { ScoreBand } from "../contract/score-bands";
import type { CardFacts, CardScore } from "./card-facts";

// The card's design, as the plain element objects satori reads (the shape JSX would compile to; the Worker
// has no JSX). Light and high-contrast, in Plaza's colours (web/src/styles.css): every text pair below
// keeps at least 4.5:1, and the score's band colour repeats what the number says, never replaces it.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The family the card's fonts are registered under (fonts.ts). */
export const FONT_FAMILY = "Inter";

const INK = "#0f172a";
const INK_MUTED = "#475569";
const LINE = "#e2e8f0";
const SURFACE_SUNKEN = "#f1f5f9";
const BRAND = "#1d4ed8";
const BRAND_STRONG = "#1e40af";
const BRAND_SOFT = "#dbeafe";

// Solid band colours under white text (Tailwind's 700 shades: 5:1 to 6.5:1 against white).
const BAND_COLOURS: Record<ScoreBand, string> = { red: "#b91c1c", orange: "#c2410c", amber: "#b45309", green: "#15803d" };

type Style = Record<string, string | number>;
type Child = CardNode | string;
/** One element as satori takes it: what React.createElement would return, minus what satori ignores. */
export type CardNode = { type: string; key: null; props: { style?: Style; children?: Child | Child[]; [attribute: string]: unknown } };

const el = (type: string, style: Style, children?: Child | Child[], attributes: Record<string, unknown> = {}): CardNode => ({
  type,
  key: null,
  props: { ...attributes, style, children },
});

const pill: Style = { display: "flex", alignItems: "center", borderRadius: 999, padding: "10px 26px", fontSize: 30, fontWeight: 700 };

// The favicon's civic building (web/public/favicon.svg), drawn inline.
const brandMark = () =>
  el("svg", { width: 64, height: 64 }, [
    el("rect", {}, undefined, { width: 64, height: 64, rx: 14, fill: BRAND }),
    el("path", {}, undefined, { d: "M14 50V22l18-10 18 10v28", fill: "none", stroke: "#fff", strokeWidth: 5, strokeLinejoin: "round" }),
    el("path", {}, undefined, { d: "M24 50V32h16v18", fill: "none", stroke: "#fbbf24", strokeWidth: 5, strokeLinejoin: "round" }),
  ], { viewBox: "0 0 64 64", width: 64, height: 64 });

const oneLine: Style = { display: "block", maxWidth: 720, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" };

const header = (facts: CardFacts) =>
  el("div", { display: "flex", alignItems: "center", justifyContent: "space-between", gap: 32 }, [
    el("div", { display: "flex", alignItems: "center", gap: 18, fontSize: 46, fontWeight: 700, color: INK }, [brandMark(), "Plaza"]),
    // The page's name on one line, its city under it: a long one ends in an ellipsis rather than pushing the
    // wordmark away.
    el("div", { display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 8 }, [
      el("div", { ...pill, ...oneLine, backgroundColor: BRAND_SOFT, color: BRAND_STRONG }, facts.pageName),
      ...(facts.cityName ? [el("div", { ...oneLine, fontSize: 28, fontWeight: 700, color: INK_MUTED, paddingRight: 26 }, facts.cityName)] : []),
    ]),
  ]);

// Short motions are set larger; at most five lines are shown, the rest clipped with an ellipsis.
const motionText = (text: string) =>
  el("div", { display: "block", fontSize: text.length <= 90 ? 58 : 46, lineHeight: 1.3, fontWeight: 700, color: INK, lineClamp: 5 }, text);

const scoreChip = (score: CardScore) => {
  if (score.kind === "scored") return el("div", { ...pill, backgroundColor: BAND_COLOURS[score.band], color: "#ffffff" }, `${score.noun} ${score.label}`);
  const neutral = { ...pill, backgroundColor: SURFACE_SUNKEN, color: INK_MUTED, border: `2px solid ${LINE}` };
  return el("div", neutral, score.kind === "pending" ? "Scoring…" : "Not scored");
};

const votes = (arrow: string, count: string, label: string) =>
  el("div", { display: "flex", alignItems: "baseline", gap: 10, fontSize: 32, fontWeight: 700, color: INK }, [
    el("span", { color: INK_MUTED }, arrow),
    count,
    el("span", { fontSize: 26, fontWeight: 400, color: INK_MUTED }, label),
  ]);

const footer = (facts: CardFacts) =>
  el("div", { display: "flex", alignItems: "center", gap: 30 }, [
    scoreChip(facts.score),
    votes("↑", facts.up, "up"),
    votes("↓", facts.down, "down"),
    ...(facts.status ? [el("div", { ...pill, color: INK, border: `2px solid ${INK_MUTED}` }, facts.status)] : []),
    el("div", { display: "flex", flexGrow: 1, justifyContent: "flex-end", fontSize: 26, color: INK_MUTED }, facts.site),
  ]);

/** The whole card for `facts`, 1200×630. */
export const cardElement = (facts: CardFacts): CardNode =>
  el("div", { display: "flex", flexDirection: "column", width: CARD_WIDTH, height: CARD_HEIGHT, backgroundColor: "#ffffff", fontFamily: FONT_FAMILY }, [
    el("div", { display: "flex", height: 14, backgroundColor: BRAND }),
    el("div", { display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "space-between", padding: "46px 72px 50px" }, [
      header(facts),
      motionText(facts.text),
      footer(facts),
    ]),
  ]);
