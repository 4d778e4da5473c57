import { clsx } from "clsx";
import { ACCOUNT_SECTIONS, jumpToSection } from "./account-section";

/**
 * The account screen's parts as in-page links: beside the sections on a wide screen (sticky, so any part
 * is one click away), hidden on a phone, where the parts simply follow each other.
 */
export function SectionNav() {
  return (
    <nav aria-label="Account sections" className="hidden lg:sticky lg:top-24 lg:block">
      <ul className="space-y-1 border-s border-line">
        {ACCOUNT_SECTIONS.map(({ id, title }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={jumpToSection(id)}
              className={clsx(
                "-ms-px flex min-h-11 items-center border-s-2 border-transparent ps-4 text-sm font-medium hover:border-ink-muted hover:text-ink",
                id === "delete-account" ? "text-red-700 dark:text-red-300" : "text-ink-muted",
              )}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
