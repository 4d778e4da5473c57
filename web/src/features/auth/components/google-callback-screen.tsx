import { authMessages } from "@contract/auth";
import { useNavigate } from "@tanstack/react-router";
import { CircleCheck, ShieldCheck, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useSingleRun } from "../../../lib/use-single-run";
import { googleCallback } from "../api/auth-calls";
import { useAuth } from "../hooks/use-auth";
import { useSimulatedProgress } from "../hooks/use-simulated-progress";
import { serverMessage } from "../lib/error-text";
import { GOOGLE_REDIRECT_DELAY_MS } from "../lib/timings";
import { AuthCard, HomeLink } from "./auth-card";

type Params = { code?: string; state?: string; error?: string };

/** Why the return cannot even be tried: Google sent an error, or no code (or no state) came back. */
const problemWith = ({ code, state, error }: Params) =>
  error ? error : !code ? authMessages.googleNoCode : !state ? authMessages.googleStateInvalid : null;

/**
 * /auth/callback: hands Google's code and state to the Worker once (the state is single-use),
 * shows simulated progress meanwhile, then greets and goes home after 2.5 s — or says what went wrong.
 */
export function GoogleCallbackScreen(params: Params) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const problem = problemWith(params);
  const request = !problem && params.code && params.state ? { code: params.code, state: params.state } : null;

  const result = useSingleRun(request && `${request.state}:${request.code}`, async () => {
    if (!request) throw new Error(authMessages.googleFailed);
    const session = await googleCallback(request.code, request.state);
    signIn(session.token, session.user);
    return session.user;
  });
  const status = problem ? "error" : result.status;
  const simulated = useSimulatedProgress(status === "pending");

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => void navigate({ to: "/", replace: true }), GOOGLE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (status === "error") {
    const message = problem ?? (result.status === "error" ? serverMessage(result.error, authMessages.googleFailed) : authMessages.googleFailed);
    return (
      <AuthCard icon={TriangleAlert} tone="danger" title="Connection failed" actions={<HomeLink primary label="Return to Home" />}>
        <p role="alert" className="break-words">
          {message}
        </p>
      </AuthCard>
    );
  }

  const done = status === "success";
  const percent = done ? 100 : Math.round(simulated);
  return (
    <AuthCard icon={done ? CircleCheck : ShieldCheck} tone={done ? "success" : "brand"} title={done ? "Welcome!" : "Authenticating"}>
      <p role="status">{done ? "Redirecting to dashboard" : "Securing your connection"}</p>
      <div className="pt-2">
        <div
          role="progressbar"
          aria-label="Sign-in progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 overflow-hidden rounded-full bg-surface-sunken ring-1 ring-line"
        >
          <div className="h-full rounded-full bg-brand transition-[width] duration-200 ease-out" style={{ width: `${percent}%` }} />
        </div>
        <p aria-hidden="true" className="mt-2 text-sm font-semibold text-ink tabular-nums">
          {percent}%
        </p>
      </div>
    </AuthCard>
  );
}
