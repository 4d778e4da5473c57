import { Link } from "@tanstack/react-router";
import { Clock, Mail } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { useContactEmail } from "../../../lib/site-config";
import { TEAM_ROLES, type TeamRole } from "../data/team";
import { ContactAddress } from "./contact-address";
import { PageColumn, PageHeader } from "./page-parts";

const PRINCIPLES = [
  { title: "Independent", text: "We take no side on any motion. Our job is a fair, public hearing for every proposal." },
  { title: "Open by default", text: "The scoring rubric is published and every analysis explains itself. Ask us about anything on the record." },
  { title: "Answerable", text: "Every message reaches a person. We reply within 24 hours, Monday to Friday." },
];

/** /team: who runs Plaza, what each team is responsible for, and how to reach it. */
export function TeamPage() {
  return (
    <>
      <PageHeader wide eyebrow="Our Team" title="Who Runs Plaza, and How to Reach Us">
        <p>
          Plaza is run by a small team organised around five responsibilities. One address reaches all of us:
          name the team in the subject line and your message goes straight to the people who can act on it.
        </p>
      </PageHeader>

      <PageColumn wide className="py-14 sm:py-20">
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="flex items-start gap-3 text-base text-ink-muted">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>
              Write to <ContactAddress /> or use the{" "}
              <Link to="/contact" className="font-semibold text-brand underline underline-offset-4 hover:decoration-2">
                contact form
              </Link>
              .
            </span>
          </p>
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            Replies within 24 hours, Monday to Friday
          </p>
        </div>

        <section aria-labelledby="teams-title" className="mt-16">
          <h2 id="teams-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            How the Work Is Divided
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {TEAM_ROLES.map((role) => (
              <li key={role.id}>
                <RoleCard role={role} />
              </li>
            ))}
            <li className="flex flex-col justify-center rounded-2xl border border-dashed border-line p-6">
              <h3 className="text-lg font-bold text-ink">Not sure who to ask?</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">
                Send it anyway. Every message is read by a person and passed to the right team, so nothing gets lost
                between desks.
              </p>
              <div className="mt-5">
                <Link to="/contact" className={buttonClass({ variant: "primary", className: "w-full sm:w-auto" })}>
                  Go to the contact form
                </Link>
              </div>
            </li>
          </ul>
        </section>

        <section aria-labelledby="principles-title" className="mt-16 rounded-3xl bg-surface-sunken p-6 sm:p-10">
          <h2 id="principles-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            How We Work
          </h2>
          <dl className="mt-6 grid gap-6 md:grid-cols-3">
            {PRINCIPLES.map(({ title, text }) => (
              <div key={title}>
                <dt className="font-semibold text-ink">{title}</dt>
                <dd className="mt-1 text-sm leading-relaxed text-ink-muted">{text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-ink-muted">
            Curious how scores are reached?{" "}
            <Link to="/how-scoring-works" className="font-semibold text-brand underline underline-offset-4 hover:decoration-2">
              Read the published rubric
            </Link>
            .
          </p>
        </section>
      </PageColumn>
    </>
  );
}

function RoleCard({ role }: { role: TeamRole }) {
  const { email } = useContactEmail();
  const { Icon } = role;
  const titleId = `${role.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong">
          <Icon className="size-6" />
        </span>
        <h3 id={titleId} className="text-lg font-bold text-ink">
          {role.title}
        </h3>
      </div>
      <p className="mt-4 leading-relaxed text-ink-muted">{role.summary}</p>
      <h4 className="mt-5 text-sm font-semibold text-ink">What they do</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-ink-muted marker:text-brand">
        {role.responsibilities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-5 text-sm leading-relaxed text-ink-muted">
        <span className="font-semibold text-ink">Best for:</span> {role.contactFor}.
      </p>
      <div className="mt-auto pt-5">
        {email ? (
          <a href={`mailto:${email}?subject=${encodeURIComponent(role.subject)}`} className={buttonClass({ className: "w-full sm:w-auto" })}>
            <Mail aria-hidden="true" className="size-4" />
            E-mail {role.title}
          </a>
        ) : (
          <Link to="/contact" className={buttonClass({ className: "w-full sm:w-auto" })}>
            Contact {role.title}
          </Link>
        )}
      </div>
    </article>
  );
}
