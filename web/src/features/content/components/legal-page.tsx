import { CalendarClock } from "lucide-react";
import type { LegalDocument } from "../data/legal-types";
import { PageColumn, PageHeader, proseLinks } from "./page-parts";
import { RichText } from "./rich-text";

/** "2026-11-21" → "November 21, 2026", read as a calendar date so no time zone can shift the day. */
function formatLegalDate(isoDate: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

// "Delete: close your account…": a short lead-in before the first colon is set in bold, for scanning.
function ListItemText({ text }: { text: string }) {
  const lead = /^([^:{[]{1,40}):\s/.exec(text);
  if (!lead) return <RichText text={text} />;
  return (
    <>
      <strong className="font-semibold text-ink">{lead[1]}:</strong> <RichText text={text.slice(lead[0].length)} />
    </>
  );
}

/**
 * A legal document: header with the date its text last changed, a table of contents linking to each
 * section's anchor, then the numbered sections. Long documents get the contents beside the text on wide
 * screens, where it stays in view while reading.
 */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <article>
      <PageHeader wide eyebrow="Legal" title={doc.title}>
        <p>{doc.intro}</p>
        <p className="mt-5 inline-flex items-center gap-2 text-base text-ink-muted">
          <CalendarClock aria-hidden="true" className="size-5 text-brand" />
          <span>
            Last updated: <time dateTime={doc.lastUpdated} className="font-semibold text-ink">{formatLegalDate(doc.lastUpdated)}</time>
          </span>
        </p>
      </PageHeader>

      <PageColumn wide className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-ink uppercase">
            Contents
          </h2>
          <ol className="mt-3 space-y-0.5 border-l border-line">
            {doc.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px flex min-h-11 items-center gap-2 border-l-2 border-transparent py-1.5 pl-4 text-sm text-ink-muted hover:border-brand hover:text-ink"
                >
                  <span aria-hidden="true" className="w-5 shrink-0 font-mono text-xs text-ink-muted tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={`max-w-3xl space-y-12 ${proseLinks}`}>
          {doc.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-ink text-balance">
                <span className="mr-2 text-brand tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-relaxed text-ink-muted text-pretty">
                {section.blocks.map((block, blockIndex) =>
                  typeof block === "string" ? (
                    <p key={blockIndex}>
                      <RichText text={block} />
                    </p>
                  ) : (
                    <ul key={blockIndex} className="list-disc space-y-2 pl-6 marker:text-brand">
                      {block.list.map((item) => (
                        <li key={item}>
                          <ListItemText text={item} />
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </PageColumn>
    </article>
  );
}
