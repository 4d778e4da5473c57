import { ExternalLink } from "lucide-react";
import { useSiteConfig } from "../lib/site-config";
import { useClock } from "../lib/server-clock";
import { BrandMark } from "./brand-mark";
import { AppLink, footerCompanyLinks, footerQuickLinks, type NavItem } from "./nav-links";

/** The footer's link to the sister site, which comes from the deployment's configuration (GET /api/site). */
function SisterSiteLink() {
  const sister = useSiteConfig().data?.sisterSite;
  if (!sister?.url) return null;
  return (
    <a
      href={sister.url}
      target="_blank"
      rel="noopener noreferrer"
      className="-mx-2 mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand underline-offset-4 hover:underline"
    >
      Visit {sister.name}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <AppLink
              to={link.to}
              exact
              className="-mx-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline"
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const clock = useClock(Date.now());
  // The year the server rendered in UTC while the page hydrates, then the reader's own.
  const year = clock.timeZone ? new Date(clock.now).getUTCFullYear() : new Date(clock.now).getFullYear();
  return (
    <footer className="mt-24 border-t border-line bg-surface-sunken">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5 text-lg font-bold tracking-tight text-ink">
            <BrandMark className="size-8" />
            Plaza
          </p>
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">
            A live two-way channel between citizens and city government. Share motions, see the plans before
            they lock, and shape the decisions that shape your city.
          </p>
          <SisterSiteLink />
        </div>
        <div className="grid grid-cols-2 gap-8 md:contents">
          <LinkColumn title="Quick Links" links={footerQuickLinks} />
          <LinkColumn title="Company" links={footerCompanyLinks} />
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-ink-muted sm:px-6">
          © {year} Plaza. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
