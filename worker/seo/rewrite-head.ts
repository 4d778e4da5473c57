import { escapeHtml, headTags, type Head } from "./head-tags";

// The app shell (web/dist/index.html) with one route's head, streamed through HTMLRewriter: the built file
// stays the one source of the shell (its scripts, styles and preloads change with every build), and the
// Worker only swaps the <title> and adds the route's tags at the end of <head>.

// Tags a shell could already carry that would contradict the route's own (today's index.html has only the
// <title>): removed, so a preview never sees two descriptions or two canonical addresses.
const REPLACED = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
];

export const withHead = (shell: Response, head: Head): Response => {
  let titled = false;
  const rewriter = new HTMLRewriter().on("head > title", {
    element: (title) => {
      // setInnerContent escapes text by default: the title can never become markup.
      title.setInnerContent(head.title);
      titled = true;
    },
  });
  for (const selector of REPLACED) rewriter.on(selector, { element: (tag) => void tag.remove() });
  rewriter.on("head", {
    element: (element) => {
      // Appended at the end tag, once the title has been seen, so a shell without one still gets it.
      element.onEndTag((end) => {
        end.before(`${titled ? "" : `<title>${escapeHtml(head.title)}</title>`}${headTags(head)}`, { html: true });
      });
    },
  });
  return rewriter.transform(shell);
};
