import { SiFacebook, SiInstagram, SiTiktok, SiX, SiYoutube } from "@icons-pack/react-simple-icons";
import { clsx } from "clsx";
import type { Page } from "../api/page-queries";

type Platform = { label: string; Icon: typeof SiX };

// The platform names pages are stored under; "x" is accepted as an alias for twitter in case pages are
// ever stored under the new name.
const PLATFORMS: Record<string, Platform> = {
  twitter: { label: "X", Icon: SiX },
  x: { label: "X", Icon: SiX },
  instagram: { label: "Instagram", Icon: SiInstagram },
  facebook: { label: "Facebook", Icon: SiFacebook },
  tiktok: { label: "TikTok", Icon: SiTiktok },
  youtube: { label: "YouTube", Icon: SiYoutube },
};

const ORDER = Object.keys(PLATFORMS);

/** Only http(s) addresses become links: a stored `javascript:` URL must never reach an href. */
export function safeExternalUrl(link: string | null | undefined): string | null {
  if (!link?.trim()) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Icon links to a page's social profiles; platforms without a link are left out. */
export function SocialLinks({
  name,
  links,
  className,
}: {
  name: string;
  links: Page["socialMediaLinks"];
  className?: string;
}) {
  const items = links.flatMap(({ name: platform, link }) => {
    const known = PLATFORMS[platform.toLowerCase()];
    const href = safeExternalUrl(link);
    return known && href ? [{ ...known, href, key: platform.toLowerCase() }] : [];
  });
  // A fixed platform order, so every page's icons line up the same way whatever order they were saved in.
  items.sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
  if (items.length === 0) return null;

  return (
    <ul aria-label={`${name} on social media`} className={clsx("flex flex-wrap items-center gap-1", className)}>
      {items.map(({ label, Icon, href, key }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${label}`}
            className="inline-flex size-11 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
          >
            <Icon aria-hidden="true" focusable="false" size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
