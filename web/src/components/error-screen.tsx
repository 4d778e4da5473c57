import type { ErrorComponentProps } from "@tanstack/react-router";
import { useRouter } from "@tanstack/react-router";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { buttonClass } from "./button-styles";
import { StatusScreen } from "./status-screen";

/** What to tell the person: a response's status text if the error carries one, else its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { statusText, message } = error as { statusText?: unknown; message?: unknown };
    if (typeof statusText === "string" && statusText) return statusText;
    if (typeof message === "string" && message) return message;
  }
  return typeof error === "string" && error ? error : "Something went wrong.";
}

/** The router's fallback for any error a route does not handle itself. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <StatusScreen
      icon={<TriangleAlert aria-hidden="true" className="size-8" />}
      title="Unexpected Application Error"
      actions={
        <>
          <button type="button" onClick={retry} className={buttonClass({ variant: "primary" })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </button>
          {/* A full load, not a router link: the app state that failed should not be carried home. */}
          <a href="/" className={buttonClass()}>
            Go to home
          </a>
        </>
      }
    >
      <p role="alert" className="rounded-xl border border-line bg-surface-sunken px-4 py-3 font-mono text-sm break-words">
        {describeError(error)}
      </p>
    </StatusScreen>
  );
}
