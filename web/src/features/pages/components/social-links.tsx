import { clsx } from "clsx";
import { lazy, Suspense } from "react";
import type { Page } from "../api/page-queries";
import type { SocialPlatform } from "./social-icon";

// The brand marks are long SVG paths (about 4.6 KB gzip) that the home page's first paint does not need:
// they load just after it, inside links that already have their final size, so nothing moves.
const SocialIcon = lazy(() => import("./social-icon"));

type Platform = { label: string; icon: SocialPlatform };

// The platform names pages are stored under; "x" is accepted as an alias for twitter in case pages are
// ever stored under the new name.
const PLATFORMS: Record<string, Platform> = {
  twitter: { label: "X", icon: "x" },
  x: { label: "X", icon: "x" },
  instagram: { label: "Instagram", icon: "instagram" },
  facebook: { label: "Facebook", icon: "facebook" },
  tiktok: { label: "TikTok", icon: "tiktok" },
  youtube: { label: "YouTube", icon: "youtube" },
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
      {items.map(({ label, icon, href, key }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${label}`}
            className="inline-flex size-11 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
          >
            <Suspense fallback={<span aria-hidden="true" className="size-[18px]" />}>
              <SocialIcon platform={icon} />
            </Suspense>
          </a>
        </li>
      ))}
    </ul>
  );
}
