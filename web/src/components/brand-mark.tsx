import { Link } from "@tanstack/react-router";

/** The Plaza logo: the favicon's civic building drawn inline so it follows no extra request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <path d="M14 50V22l18-10 18 10v28" fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" />
      <path d="M24 50V32h16v18" fill="none" stroke="#fbbf24" strokeWidth="5" strokeLinejoin="round" />
    </svg>
  );
}

/** Logo and name linking home; the visible name doubles as the link's accessible name. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="-mx-2 inline-flex min-h-11 items-center gap-2.5 rounded-xl px-2 text-lg font-bold tracking-tight text-ink"
    >
      <BrandMark className="size-8" />
      Plaza
    </Link>
  );
}
