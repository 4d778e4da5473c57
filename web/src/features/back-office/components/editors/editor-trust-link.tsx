import { browserTrustMessages } from "@contract/browser-trust";
import { useMutation } from "@tanstack/react-query";
import { MonitorCheck } from "lucide-react";
import { buttonClass } from "../../../../components/button-styles";
import { makeEditorTrustLink } from "../../api/trust-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import type { EditorRow } from "../../api/editor-api";
import { ShownOnce } from "./shown-once";

const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/**
 * An editor kept waiting by failed sign-ins (perhaps a stranger's) and without an e-mail address gets their
 * one-time browser-trust link from an admin (README.md, "Sign-in throttling"): made here, shown once, handed
 * over by the admin, and opened by the editor in the browser to trust. A new link replaces the last.
 */
export function EditorTrustLink({ editor }: { editor: EditorRow }) {
  const fail = useStaffFailure("admin");
  const make = useMutation({ mutationFn: () => makeEditorTrustLink(editor._id), onError: (error) => fail(error) });

  if (make.isSuccess) {
    return (
      <ShownOnce notice={browserTrustMessages.editorLinkMade} label={`Browser-trust link for ${editor.username}`} value={make.data.link} what="link">
        <p className="text-sm text-ink-muted">
          It works once, until <time dateTime={make.data.expiresAt}>{time.format(new Date(make.data.expiresAt))}</time>. {editor.username} opens
          it in the browser to trust, then signs in with their password.
        </p>
      </ShownOnce>
    );
  }
  return (
    <div className="space-y-3 border-t border-line pt-4">
      <p className="text-sm text-ink-muted">
        Signing in from a new browser while failed attempts make the account wait? A one-time link lets that browser sign in with the password
        without waiting.
      </p>
      <button
        type="button"
        onClick={() => make.mutate()}
        disabled={make.isPending}
        className={buttonClass({ variant: "secondary", className: "w-full sm:w-auto" })}
      >
        <MonitorCheck aria-hidden="true" className="size-4" />
        Make a browser-trust link
      </button>
    </div>
  );
}
