import { Link } from "@tanstack/react-router";
import { ArrowRight, CircleCheck, Hammer, Hourglass } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { useMemberGate } from "../../../lib/member-gate";
import { BUILDING, COMING_NEXT, WORKING_NOW } from "../data/about";
import { ContentSection, PageColumn, PageHeader } from "./page-parts";

/** /about: mission, who we are, what we are building, where it stands, and an invitation. */
export function AboutPage() {
  const { isLoggedIn, requireMember } = useMemberGate();

  return (
    <>
      <PageHeader eyebrow="About Us" title="Opening City Hall to Everyone It Serves">
        <p>
          Plaza is a live, two-way channel between residents and city government — a public square that never
          closes, where proposals, priorities and decisions happen in the open.
        </p>
      </PageHeader>

      <PageColumn className="space-y-16 py-14 sm:py-20">
        <ContentSection id="mission" title="Our Mission">
          <p>
            To make city decisions visible while they can still change, and to give every resident a standing,
            everyday way to shape them. Voting every few years is not enough; neither is a comment box nobody
            reads. People deserve to see plans, budgets and votes before they are locked, and to be heard
            continuously, not occasionally.
          </p>
        </ContentSection>

        <ContentSection id="who-we-are" title="Who We Are">
          <p>
            We are a small, independent team of engineers, designers, civic organisers and researchers. We are
            not a political party and we do not campaign for outcomes: Plaza's job is to make sure every
            proposal gets a fair, public hearing, whoever it comes from.
          </p>
          <p>
            You can see how the work is divided, and who to write to about what, on the{" "}
            <Link to="/team" className="font-semibold text-brand underline underline-offset-4 hover:decoration-2">
              Our Team
            </Link>{" "}
            page.
          </p>
        </ContentSection>

        <section aria-labelledby="building-title">
          <h2 id="building-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            What We Are Building
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {BUILDING.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
                <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="in-development-title" className="rounded-3xl border border-amber-300 bg-amber-50 p-6 sm:p-8 dark:border-amber-800 dark:bg-amber-950/40">
          <div className="flex items-center gap-3">
            <Hammer aria-hidden="true" className="size-6 text-amber-700 dark:text-amber-300" />
            <h2 id="in-development-title" className="text-2xl font-bold tracking-tight text-ink">
              In Development
            </h2>
          </div>
          <p className="mt-3 leading-relaxed text-ink-muted">
            Plaza is being built in the open and starts with one large city. Some of what we describe is working
            today; some is still ahead of us. Expect changes, and tell us when something falls short.
          </p>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <StatusList title="Working today" items={WORKING_NOW} done />
            <StatusList title="Coming next" items={COMING_NEXT} />
          </div>
        </section>

        <section aria-labelledby="invitation-title" className="rounded-3xl bg-brand-soft p-6 sm:p-10">
          <h2 id="invitation-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Help Us Build the Public Square
          </h2>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-muted">
            Plaza will only be as good as the people who use it. Post the motion you have been waiting to make,
            vote on your neighbours' ideas, and tell us what would make this work for your city.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {!isLoggedIn && (
              <button type="button" onClick={() => void requireMember()} className={buttonClass({ variant: "primary", className: "min-h-12 px-6 text-base" })}>
                Join the Build
              </button>
            )}
            <Link to="/manifesto" className={buttonClass({ className: "min-h-12 px-6 text-base" })}>
              Learn How You Can Contribute
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </section>
      </PageColumn>
    </>
  );
}

function StatusList({ title, items, done = false }: { title: string; items: string[]; done?: boolean }) {
  const Icon = done ? CircleCheck : Hourglass;
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-sm leading-relaxed text-ink-muted">
            <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${done ? "text-emerald-700 dark:text-emerald-400" : "text-amber-700 dark:text-amber-300"}`} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
