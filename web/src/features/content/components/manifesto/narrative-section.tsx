import { NARRATIVE_STEPS } from "../../data/manifesto-method";
import { Disclosure } from "../disclosure";
import { PathToFlag } from "../illustrations";

/** "Defining The What: Your Great Narrative" (collapsible): the flag, the path, the record, the rhythm. */
export function NarrativeSection() {
  return (
    <Disclosure id="great-narrative" title="Defining The What: Your Great Narrative" description="Plant a flag, draw the path, keep the rhythm.">
      <div className="space-y-6 text-base leading-relaxed text-ink-muted sm:text-lg">
        <p>
          A great narrative answers one question before any camera is switched on: <em>what</em>, exactly,
          are you walking towards? The goal is your flag. The daily videos are the buttons on the path to it.
          Viewers who can see both will follow you the whole way.
        </p>
        <PathToFlag />
        <ol className="grid gap-4 sm:grid-cols-2">
          {NARRATIVE_STEPS.map(({ title, text }, index) => (
            <li key={title} className="rounded-2xl bg-surface-sunken p-5">
              <p className="flex items-center gap-3 font-bold text-ink">
                <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand text-sm text-white dark:text-slate-950">
                  {index + 1}
                </span>
                {title}
              </p>
              <p className="mt-3 text-sm leading-relaxed">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Disclosure>
  );
}
