import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { Container } from "../../../components/container";
import { Skeleton } from "../../../components/skeleton";
import { ContactEmailLink } from "./contact-info-panel";

// The form brings react-hook-form and the zod contract; the home page's first download must not carry them
// (it is kept small for a fast first paint), so the form is fetched once the section comes within a screen
// or so of the viewport.
const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));
const PRELOAD_MARGIN = "800px 0px";

function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-48" />
      <Skeleton className="h-12 w-40" />
    </div>
  );
}

/**
 * True once `ref` is near the viewport (at once where IntersectionObserver does not exist). False in the
 * first render everywhere, so a server-rendered page and its hydration draw the same placeholder.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * The landing page's Get in Touch section: the home variant of the contact form (basic e-mail
 * rule), the address from configuration, and a way to the full contact page. It sits in the same column
 * as the landing sections above it.
 */
export function GetInTouchSection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section ref={section} id="get-in-touch" aria-labelledby="get-in-touch-heading" className="scroll-mt-20 pb-20 sm:pb-24">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Contact</p>
          <h2 id="get-in-touch-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">
            Get in Touch
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted text-pretty">
            Questions about Plaza, an idea for a motion page, or something that is not working? A person on our team
            reads every message and replies within 24 hours, Monday to Friday.
          </p>
          <p className="mt-4 text-ink-muted">
            Prefer email? <ContactEmailLink />
          </p>
          <Link
            to="/contact"
            className="-mx-2 mt-4 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            More ways to reach us and quick answers
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          {near ? (
            <Suspense fallback={<FormPlaceholder />}>
              <ContactForm variant="home" labelledBy="get-in-touch-heading" />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )}
        </div>
      </Container>
    </section>
  );
}
