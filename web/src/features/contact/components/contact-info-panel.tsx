import { Clock, LifeBuoy, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useSiteConfig } from "../../../lib/site-config";

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

/** The address from the deployment's configuration; a placeholder while it loads, a pointer if it failed. */
export function ContactEmailLink() {
  const { data, isPending } = useSiteConfig();
  if (data) {
    return (
      <a href={`mailto:${data.contactEmail}`} className="font-semibold text-brand underline-offset-4 wrap-anywhere hover:underline">
        {data.contactEmail}
      </a>
    );
  }
  // Inline (a span, unlike the shared Skeleton's div): it sits inside sentences.
  if (isPending) return <span aria-hidden="true" className="inline-block h-4 w-48 animate-pulse rounded bg-line/80 align-middle" />;
  return <span>Use the form on this page and we will answer by email.</span>;
}

/** The contact page's side panel: the e-mail address, the response time and support. */
export function ContactInfoPanel() {
  return (
    <aside aria-labelledby="contact-info-heading" className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
      <h2 id="contact-info-heading" className="text-xl font-bold tracking-tight text-ink">
        Other ways to reach us
      </h2>
      <ul className="mt-6 space-y-6">
        <InfoItem icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
          <ContactEmailLink />
        </InfoItem>
        <InfoItem icon={<Clock aria-hidden="true" className="size-5" />} title="Response time">
          <p>We reply within 24 hours, Monday to Friday. Messages sent at the weekend are answered on Monday.</p>
        </InfoItem>
        <InfoItem icon={<LifeBuoy aria-hidden="true" className="size-5" />} title="Support">
          <p>
            Trouble signing in, a verification email that never arrived, or a motion that looks wrong? Tell us what
            happened and the email address you use on Plaza, and a person on our team will sort it out.
          </p>
        </InfoItem>
      </ul>
    </aside>
  );
}
