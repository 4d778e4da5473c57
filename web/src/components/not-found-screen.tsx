import { Link } from "@tanstack/react-router";
import { Compass } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "./button-styles";
import { StatusScreen } from "./status-screen";

/** Shown for addresses that lead nowhere; routes pass their own wording and a more useful way on. */
export function NotFoundScreen({
  title = "Page not found",
  children = "The page you are looking for does not exist or has moved.",
  action,
}: {
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <StatusScreen
      icon={<Compass aria-hidden="true" className="size-8" />}
      eyebrow="404"
      title={title}
      actions={
        <>
          {action}
          <Link to="/" className={buttonClass({ variant: action ? "secondary" : "primary" })}>
            Go to home
          </Link>
        </>
      }
    >
      <p>{children}</p>
    </StatusScreen>
  );
}
