import { authMessages } from "@contract/auth";
import { SiGoogle } from "@icons-pack/react-simple-icons";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { ApiError } from "../../../lib/api";
import { useSiteConfig } from "../../../lib/site-config";
import { googleAuthUrl } from "../api/auth-calls";
import { OrDivider } from "./form-parts";

/**
 * The "or" divider and the Google button, only where this deployment has Google sign-in configured (GET
 * /api/site says so). Nothing while that is unknown: a button that appears late beats one that vanishes,
 * and one that is shown but can only fail.
 */
export function GoogleSignIn({ label }: { label: string }) {
  const { data } = useSiteConfig();
  if (!data?.googleSignIn) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton label={label} />
    </>
  );
}

/**
 * "Sign in with Google" / "Sign up with Google": asks the Worker for Google's address (it keeps the
 * state and PKCE verifier) and leaves for it. A failure is a toast; an unconfigured server
 * says so itself with a 503.
 */
function GoogleButton({ label }: { label: string }) {
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const { url } = await googleAuthUrl();
      window.location.assign(url);
      // Stay busy: the page is leaving, and a second press would spend a second state.
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 503 ? error.message : authMessages.googleStartFailed);
      setBusy(false);
    }
  };

  return (
    <button type="button" onClick={() => void start()} disabled={busy} aria-busy={busy || undefined} className={buttonClass({ className: "min-h-12 w-full" })}>
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <SiGoogle aria-hidden="true" className="size-4" color="default" />}
      {label}
    </button>
  );
}
