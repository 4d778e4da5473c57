// The data set's size: `npm run bench -- --motions 1000000` (or `--motions=1_000_000`); 100,000 without
// it, so the usual run stays quick. Each size keeps its own state (state.ts), so a big run never throws
// the default one away. At least 100,000: page 10,000 of 8 (deep-pages.ts) must exist in every list walked,
// the open motions (86%) included.

export const DEFAULT_MOTIONS = 100_000;
const MIN_MOTIONS = 100_000;

const sizeArgument = (argv: string[]) => {
  const at = argv.findIndex((a) => a === "--motions" || a.startsWith("--motions="));
  if (at < 0) return undefined;
  const arg = argv[at]!;
  const value = arg.includes("=") ? arg.slice("--motions=".length) : argv[at + 1];
  if (value === undefined) throw new Error("--motions needs a number, e.g. --motions 1000000");
  return value;
};

const parseMotions = (text: string | undefined) => {
  if (text === undefined) return DEFAULT_MOTIONS;
  const motions = Number(text.replaceAll(/[_,]/g, ""));
  if (!Number.isInteger(motions) || motions < MIN_MOTIONS) throw new Error(`--motions ${text}: a whole number of at least ${MIN_MOTIONS}`);
  return motions;
};

/** How many motions the benchmark's data set holds (besides the fan-out page's two). */
export const MOTIONS = parseMotions(sizeArgument(process.argv.slice(2)));
