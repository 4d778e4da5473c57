import { ExternalLink } from "lucide-react";

/**
 * Additional links may have been stored as free text, so "city.gov/plan" is accepted by adding https://,
 * while anything with a scheme other than http(s) is dropped rather than rendered as a link.
 */
export function toResourceUrl(link: string): URL | null {
  const text = link.trim();
  if (!text) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text);
  try {
    const url = new URL(hasScheme ? text : `https://${text}`);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.hostname.includes(".") || url.hostname === "localhost" ? url : null;
  } catch {
    return null;
  }
}

// Readers recognise a site by its host and path; the scheme and "www." add nothing.
const describe = (url: URL) =>
  `${url.hostname.replace(/^www\./, "")}${url.pathname === "/" ? "" : url.pathname}`.replace(/\/$/, "");

/** The Resources list of a motion page; renders nothing when the page has no usable links. */
export function ResourceLinks({ links }: { links: string[] }) {
  const urls = links.map(toResourceUrl).filter((url): url is URL => url !== null);
  if (urls.length === 0) return null;

  return (
    <section aria-labelledby="resources-heading" className="mt-8">
      <h2 id="resources-heading" className="text-sm font-semibold tracking-wide text-ink uppercase">
        Resources
      </h2>
      <ul className="mt-3 space-y-1">
        {urls.map((url) => (
          <li key={url.href}>
            <a
              href={url.href}
              target="_blank"
              rel="noopener noreferrer"
              className="-mx-2 inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg px-2 font-medium text-brand underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span dir="auto" className="min-w-0 user-text">
                {describe(url)}
              </span>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
