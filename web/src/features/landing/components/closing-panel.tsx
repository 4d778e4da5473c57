import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { Container } from "../../../components/container";
import { useMemberGate } from "../../../lib/member-gate";
import { Reveal } from "./reveal";

const CLAIMS = [
  { figure: "24/7", spoken: "24/7,", label: "Always open", text: "Post and vote at any hour, not only when the council chamber is." },
  { figure: "100%", spoken: "100%,", label: "On the record", text: "Every motion and every vote count is public. No back rooms." },
  { figure: "∞", spoken: "Infinite,", label: "No closing date", text: "Participation does not end on election day. It keeps going." },
];

// The panel keeps its deep blue in both themes, so its text and focus rings are fixed light colours.
const onPanel = "focus-visible:outline-white";

/**
 * The closing call to action after the list of motion pages: the 24/7, 100 % and ∞ claims, Join (opens the
 * login dialog, offered only to logged-out visitors) and Learn More (→ /about).
 */
export function ClosingPanel() {
  const { isLoggedIn, requireMember } = useMemberGate();

  return (
    <section aria-labelledby="closing-title" className="py-20 sm:py-24">
      <Container>
        <Reveal className="relative isolate overflow-hidden rounded-3xl bg-[#0c1a3d] px-6 py-12 text-white shadow-2xl ring-1 ring-white/10 sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-blue-500/30 blur-3xl" />
          <div aria-hidden="true" className="absolute -bottom-40 -left-24 -z-10 size-96 rounded-full bg-sky-400/15 blur-3xl" />
          <h2 id="closing-title" className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Democracy should not close at five o'clock.
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-blue-100 text-pretty">
            Plaza is being built in the open, with the residents who use it. Add your voice while the
            foundations are still being laid.
          </p>
          <dl className="mt-10 grid gap-6 sm:grid-cols-3">
            {CLAIMS.map(({ figure, spoken, label, text }) => (
              <div key={label} className="border-t border-white/20 pt-5">
                <dt>
                  <span className="block text-4xl font-extrabold tracking-tight sm:text-5xl">
                    <span aria-hidden="true">{figure}</span>
                    <span className="sr-only">{spoken}</span>
                  </span>
                  <span className="mt-1 block font-semibold">{label}</span>
                </dt>
                <dd className="mt-2 text-sm leading-relaxed text-blue-100">{text}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {!isLoggedIn && (
              <button
                type="button"
                onClick={() => void requireMember()}
                className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-slate-900 shadow-sm transition-colors hover:bg-blue-50 ${onPanel}`}
              >
                Join the Real-Time Movement
                <ArrowRight aria-hidden="true" className="size-5" />
              </button>
            )}
            <Link
              to="/about"
              className={`inline-flex min-h-12 items-center justify-center rounded-xl px-6 text-base font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10 ${onPanel}`}
            >
              {/* Heard alone (a screen reader's list of links, a search engine), "Learn More" says nothing of where it goes. */}
              Learn More{" "}
              <span className="sr-only">about Plaza</span>
            </Link>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
