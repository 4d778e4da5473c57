import * as Dialog from "@radix-ui/react-dialog";
import { MailCheck } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { AppLink, CONTACT } from "../../../components/nav-links";

/**
 * Shown in the modal after a successful sign-up: no session yet, the address has to be
 * verified first, so it says where the link went and what to do if it does not arrive.
 */
export function CheckEmailPanel({ email, onDone }: { email: string; onDone: () => void }) {
  return (
    <div className="text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong">
        <MailCheck aria-hidden="true" className="size-7" />
      </div>
      {/* Focused when the panel replaces the form, so a screen reader starts reading here. */}
      <Dialog.Title tabIndex={-1} data-autofocus className="mt-5 text-2xl font-bold tracking-tight text-ink outline-none">
        Check Your Email
      </Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-3 space-y-3 text-base leading-relaxed text-ink-muted text-pretty">
          <p>
            We&apos;ve sent a verification link to <strong className="font-semibold text-ink wrap-anywhere">{email}</strong>.
            Open it to activate your account.
          </p>
          <p>
            Can&apos;t find it? Check your spam folder or{" "}
            <AppLink to={CONTACT.to} onClick={onDone} className="font-semibold text-brand underline underline-offset-4">
              contact support
            </AppLink>
            .
          </p>
        </div>
      </Dialog.Description>
      <button type="button" onClick={onDone} className={buttonClass({ variant: "primary", className: "mt-6 min-h-12 w-full" })}>
        Got It!
      </button>
    </div>
  );
}
