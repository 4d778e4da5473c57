import { Coins } from "lucide-react";
import { ATTENTION_POINTS, DAILY_EXAMPLES } from "../../data/manifesto-method";
import { Disclosure } from "../disclosure";

/** "Why Attention Is Worth More Than Gold" (collapsible), with the nested daily-account examples. */
export function AttentionSection() {
  return (
    <Disclosure id="attention" title="Why Attention Is Worth More Than Gold" description="What money cannot buy, and how residents earn it every day.">
      <div className="space-y-6 text-base leading-relaxed text-ink-muted sm:text-lg">
        <ul className="space-y-4">
          {ATTENTION_POINTS.map((point) => (
            <li key={point} className="flex gap-3">
              <Coins aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <p>
          The simplest way to earn attention is a daily video account: the same moment of the day, the same
          format, one step further along the path each time. Here is what that can look like.
        </p>
        <Disclosure heading="h3" variant="nested" title="Daily Video Account Examples" description="Illustrative accounts, grouped by the moment of the day they post.">
          <div className="space-y-6">
            {DAILY_EXAMPLES.map(({ moment, intro, accounts }) => (
              <section key={moment} aria-labelledby={`moment-${moment.replace(/\s+/g, "-").toLowerCase()}`}>
                <h4 id={`moment-${moment.replace(/\s+/g, "-").toLowerCase()}`} className="text-sm font-bold tracking-widest text-brand">
                  {moment}
                </h4>
                <p className="mt-1 text-sm text-ink-muted">{intro}</p>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {accounts.map(({ handle, series, text }) => (
                    <li key={handle} className="rounded-xl border border-line bg-surface-raised p-4">
                      <p className="font-semibold text-ink">{series}</p>
                      <p className="font-mono text-xs text-ink-muted">{handle}</p>
                      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Disclosure>
      </div>
    </Disclosure>
  );
}
