import { Link } from "@tanstack/react-router";
import { useContactEmail } from "../../../lib/site-config";

const linkClass = "font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2 break-all";

/**
 * The team's address as a mailto link, read from configuration (GET /api/site). A `subject` pre-fills
 * the mail so one inbox can route it. While loading it keeps a quiet placeholder; if the address cannot
 * be read, the contact form is the way to reach the team, so that is what it offers instead.
 */
export function ContactAddress({ subject }: { subject?: string }) {
  const { email, isPending } = useContactEmail();
  if (email) {
    const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
    return (
      <a href={href} className={linkClass}>
        {email}
      </a>
    );
  }
  if (isPending) {
    return (
      <span aria-busy="true" className="text-ink-muted">
        loading address…
      </span>
    );
  }
  return (
    <Link to="/contact" className={linkClass}>
      our contact form
    </Link>
  );
}
