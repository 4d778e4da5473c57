import { Eye, Megaphone, SlidersHorizontal } from "lucide-react";
import { IconTile } from "./section-parts";

// The hero tells visitors they can speak, see and shape — the three things Plaza is for, in these words.
const STEPS = [
  { Icon: Megaphone, verb: "Speak", text: "Share motions and priorities", detail: "Post a motion to the page of the office or group responsible, in your own words." },
  { Icon: Eye, verb: "See", text: "Understand plans before they lock", detail: "Read plans, budgets and vote counts while there is still time to change them." },
  { Icon: SlidersHorizontal, verb: "Shape", text: "Daily input that guides decisions", detail: "Vote on motions and weekly priorities, so decision-makers hear from you between elections." },
];

/** The hero's summary of what a resident does on Plaza, as a short ordered list. */
export function SpeakSeeShapePanel() {
  return (
    <div className="rounded-3xl border border-line bg-surface-raised/90 p-6 shadow-xl shadow-slate-900/5 backdrop-blur sm:p-8">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">What you can do here</h2>
      <ol className="mt-6 space-y-6">
        {STEPS.map(({ Icon, verb, text, detail }) => (
          <li key={verb} className="flex gap-4">
            <IconTile>
              <Icon className="size-5" />
            </IconTile>
            <div>
              <p className="text-lg font-bold text-ink">
                {verb}
                <span className="sr-only">:</span>
                <span className="block text-base font-semibold text-ink">{text}</span>
              </p>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{detail}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-line pt-5 text-sm leading-relaxed text-ink-muted">
        Every motion is also scored against a published rubric, by a language model where one is configured and by Plaza&apos;s rule-based rubric otherwise. The analysis explains; it never decides.
      </p>
    </div>
  );
}
