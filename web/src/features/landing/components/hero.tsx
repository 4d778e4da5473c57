import { Link } from "@tanstack/react-router";
import { ArrowRight, EyeOff, LockKeyhole, Users } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { Container } from "../../../components/container";
import { useParallax } from "../hooks/use-parallax";
import { SpeakSeeShapePanel } from "./speak-see-shape-panel";

// Three promises that are true today, not aspirations: nothing costs money, individual votes stay
// private (the API never names who cast a vote), and no analytics or advertising code ships with the site.
const BADGES = [
  { Icon: Users, label: "Free for every resident" },
  { Icon: LockKeyhole, label: "Votes public, voters private" },
  { Icon: EyeOff, label: "No ads, no tracking" },
];

/**
 * The top of the landing page: the page's one h1, the two ways in, the badges and the Speak / See /
 * Shape panel. Only the decorative backdrop moves with the scroll (useParallax), never the text.
 */
export function Hero() {
  const backdrop = useParallax<HTMLDivElement>();

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-line">
      <div ref={backdrop} aria-hidden="true" data-testid="hero-parallax" className="absolute inset-x-0 -top-16 -bottom-16 -z-10 will-change-transform">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--color-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-line)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_80%_60%_at_50%_0%,black,transparent)] bg-[size:56px_56px]" />
        <div className="absolute -top-24 left-1/2 h-[28rem] w-[48rem] -translate-x-1/2 rounded-full bg-brand/15 blur-3xl" />
        <div className="absolute top-1/3 -right-32 h-72 w-72 rounded-full bg-accent/15 blur-3xl dark:bg-accent/5" />
      </div>

      <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm font-medium text-ink-muted shadow-sm">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            In development · starting with one large city
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl lg:text-6xl">
            From Closed Doors to <span className="text-brand"><span className="whitespace-nowrap">Real-Time</span> Democracy</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-muted text-pretty sm:text-xl">
            Decisions about your streets, schools and budgets are still made in rooms you cannot enter and
            explained after the fact. Plaza is a live, two-way channel between residents and city government:
            put your motions on the record, see plans before they are locked, and weigh in every week.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/manifesto" className={buttonClass({ variant: "primary", className: "min-h-12 px-6 text-base" })}>
              Join the Real-Time Movement
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/motions" className={buttonClass({ className: "min-h-12 px-6 text-base" })}>
              See How It Works
            </Link>
          </div>
          <ul aria-label="Plaza at a glance" className="mt-8 flex flex-wrap gap-2">
            {BADGES.map(({ Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5 rounded-full bg-surface-sunken px-3 py-1.5 text-sm font-medium text-ink ring-1 ring-line">
                <Icon aria-hidden="true" className="size-4 text-brand" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <SpeakSeeShapePanel />
      </Container>
    </section>
  );
}
