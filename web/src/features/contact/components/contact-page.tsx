import { ContactForm } from "./contact-form";
import { ContactInfoPanel } from "./contact-info-panel";
import { QuickAnswers } from "./quick-answers";

/** /contact: the page variant of the form, the info side panel and the Quick Answers FAQ. */
export function ContactPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Contact</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">Contact Us</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted text-pretty">
          Questions about Plaza, an idea for a new motion page, or a problem with your account? Send us a message: a
          person on our team reads every one.
        </p>
      </header>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-heading" className="mb-6 text-xl font-bold tracking-tight text-ink">
            Send us a message
          </h2>
          <ContactForm variant="page" labelledBy="contact-form-heading" />
        </section>
        <ContactInfoPanel />
      </div>
      <div className="mt-14 max-w-3xl">
        <QuickAnswers />
      </div>
    </div>
  );
}
