import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { buttonClass } from "../../../components/button-styles";
import type { AuthMode } from "../hooks/use-auth";
import { AUTH_DIALOG_RESET_MS } from "../lib/timings";
import { CheckEmailPanel } from "./check-email-panel";
import { LoginForm } from "./login-form";
import { ResetRequestForm } from "./reset-request-form";
import { SignUpForm } from "./sign-up-form";

type View = AuthMode | "check-email";

const headings: Record<AuthMode, { title: string; description: string }> = {
  login: { title: "Welcome back", description: "Log in to submit motions and vote on the ones that matter to you." },
  "sign-up": { title: "Create your account", description: "Join Plaza to submit motions and vote on your city's priorities." },
  reset: { title: "Reset your password", description: "Enter your email and we'll send you a link to choose a new password." },
};

/**
 * The auth modal: login, sign-up and reset modes plus the Check Your Email panel. Radix
 * Dialog traps focus and closes on the close button, a backdrop click or Escape. Each mode is its own
 * form, so switching mounts a fresh one: fields, errors and show/hide toggles start over.
 */
export default function AuthDialog({
  open,
  mode,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  mode: AuthMode;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const [view, setView] = useState<View>(mode);
  const [registeredEmail, setRegisteredEmail] = useState("");
  const [shownMode, setShownMode] = useState({ open, mode });
  const content = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // Opening (or being asked for another mode) shows that mode at once, during render, so no frame of
  // the previous view flashes up.
  if (shownMode.open !== open || shownMode.mode !== mode) {
    setShownMode({ open, mode });
    if (open) setView(mode);
  }

  // Once closed, the modal resets after 200 ms — out of sight, so the closing frame keeps its text.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setView("login");
      setRegisteredEmail("");
    }, AUTH_DIALOG_RESET_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // After a switch, focus goes to the new form's first field instead of falling back to the dialog.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    content.current?.querySelector<HTMLElement>("input, [data-autofocus]")?.focus();
  }, [view]);

  const show = (next: View) => {
    switched.current = true;
    setView(next);
  };
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          ref={content}
          onCloseAutoFocus={(event) => {
            // Back to the control that opened the modal, if it is still on the page (Login is gone after a login).
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-5 text-ink shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0 sm:p-8"
        >
          {view === "check-email" ? (
            <CheckEmailPanel email={registeredEmail} onDone={close} />
          ) : (
            <>
              <header className="mb-6 pr-10">
                <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">{headings[view].title}</Dialog.Title>
                <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-ink-muted">{headings[view].description}</Dialog.Description>
              </header>
              {view === "login" && <LoginForm onForgotPassword={() => show("reset")} onSignUp={() => show("sign-up")} />}
              {view === "sign-up" && (
                <SignUpForm
                  onLogin={() => show("login")}
                  onRegistered={(email) => {
                    setRegisteredEmail(email);
                    show("check-email");
                  }}
                />
              )}
              {view === "reset" && <ResetRequestForm onBack={() => show("login")} />}
            </>
          )}
          {/* Last in the DOM so opening focuses the first field; drawn in the top corner. */}
          <Dialog.Close aria-label="Close" className={buttonClass({ variant: "ghost", size: "icon", className: "absolute top-2 right-2 sm:top-3 sm:right-3" })}>
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
