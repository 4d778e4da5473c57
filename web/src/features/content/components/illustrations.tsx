import { clsx } from "clsx";

// Drawn inline so they follow the light and dark themes through the colour tokens, and cost no request.

const STEPS = 13;
const DONE = 8;
// A gentle wave from the left edge to the flag's hill; every point is a day's video on the path.
const points = Array.from({ length: STEPS }, (_, i) => {
  const t = i / (STEPS - 1);
  return { x: 36 + t * 500, y: 150 - Math.sin(t * Math.PI * 2) * 42 - t * 40 };
});
const wave = points.map(({ x, y }, i) => `${i ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ");

/** The method in one picture: numbered buttons on a path, each a day's video, leading to the flag. */
export function PathToFlag({ className }: { className?: string }) {
  const last = points[points.length - 1]!;
  return (
    <svg viewBox="0 0 640 240" role="img" aria-labelledby="path-to-flag-title" className={clsx("h-auto w-full", className)}>
      <title id="path-to-flag-title">
        A path of numbered buttons, one for each day's video, winding up to a flag. Eight are pressed; the rest lie ahead.
      </title>
      <rect width="640" height="240" rx="24" className="fill-surface-sunken" />
      <path d="M420 240 Q560 70 640 120 V240 Z" className="fill-brand-soft" />
      <path d={wave} fill="none" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" strokeDasharray="2 12" className="stroke-line" />
      <path d={points.slice(0, DONE).map(({ x, y }, i) => `${i ? "L" : "M"}${x} ${y}`).join(" ")} fill="none" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" className="stroke-brand" />
      {points.slice(0, -1).map(({ x, y }, i) => (
        <g key={i}>
          <circle cx={x} cy={y} r={i === DONE ? 15 : 12} strokeWidth="4" className={i < DONE ? "fill-brand stroke-brand" : i === DONE ? "fill-surface-raised stroke-accent" : "fill-surface-raised stroke-line"} />
          <text x={x} y={y + 4} textAnchor="middle" fontSize="11" fontWeight="700" className={i < DONE ? "fill-white dark:fill-slate-950" : "fill-ink-muted"}>
            {i + 1}
          </text>
        </g>
      ))}
      <line x1={last.x + 30} y1={last.y + 20} x2={last.x + 30} y2={last.y - 78} strokeWidth="5" strokeLinecap="round" className="stroke-ink" />
      <path d={`M${last.x + 32} ${last.y - 76} h58 l-14 18 l14 18 h-58 z`} className="fill-accent" />
      <text x="36" y="40" fontSize="15" fontWeight="700" className="fill-ink">Day 9 of the path</text>
      <text x="36" y="60" fontSize="13" className="fill-ink-muted">One video a day. One button at a time.</text>
    </svg>
  );
}

const POLES = [
  { x: 110, h: 120, flag: "fill-brand" },
  { x: 250, h: 150, flag: "fill-accent" },
  { x: 390, h: 105, flag: "fill-emerald-500" },
  { x: 530, h: 135, flag: "fill-rose-500" },
];
const GROUND = 200;

/** The ecosystem effect: several accounts, each with its own flag pole, linked by shared audiences. */
export function FlagEcosystem({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 640 240" role="img" aria-labelledby="flag-ecosystem-title" className={clsx("h-auto w-full", className)}>
      <title id="flag-ecosystem-title">
        Four flag poles of different heights, each an account with its own goal, joined by arcs where their audiences overlap.
      </title>
      <rect width="640" height="240" rx="24" className="fill-surface-sunken" />
      {POLES.slice(1).map((pole, i) => {
        const prev = POLES[i]!;
        const mid = (prev.x + pole.x) / 2;
        return <path key={pole.x} d={`M${prev.x} ${GROUND - prev.h + 30} Q${mid} ${GROUND - 190} ${pole.x} ${GROUND - pole.h + 30}`} fill="none" strokeWidth="3" strokeDasharray="4 8" strokeLinecap="round" className="stroke-brand/60" />;
      })}
      <line x1="30" y1={GROUND} x2="610" y2={GROUND} strokeWidth="4" strokeLinecap="round" className="stroke-line" />
      {POLES.map((pole) => (
        <g key={pole.x}>
          {[0, 1, 2, 3].map((dot) => (
            <circle key={dot} cx={pole.x - 44 + dot * 11} cy={GROUND + 18 - dot * 4} r="4" className="fill-ink-muted/50" />
          ))}
          <line x1={pole.x} y1={GROUND} x2={pole.x} y2={GROUND - pole.h} strokeWidth="5" strokeLinecap="round" className="stroke-ink" />
          <path d={`M${pole.x + 2} ${GROUND - pole.h + 2} h46 l-11 14 l11 14 h-46 z`} className={pole.flag} />
        </g>
      ))}
    </svg>
  );
}
