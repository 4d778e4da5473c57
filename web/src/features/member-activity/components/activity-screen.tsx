import { Link } from "@tanstack/react-router";
import { Bell, LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";
import { useMembersOnlyScreen } from "../../../lib/members-only-screen";
import { ActivityMotionList } from "./activity-motion-list";
import { FollowedPages } from "./followed-pages";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

const browse = (
  <>
    You haven&apos;t posted a motion yet.{" "}
    <Link to="/pages" className="font-semibold text-brand underline-offset-4 hover:underline">
      Choose a motion page
    </Link>{" "}
    and press Submit Motion.
  </>
);

/**
 * /me: the member's own motions (with where each stands and the city's latest response), the motions they
 * voted on, and the pages they follow. A visitor who is not signed in gets the login dialog at once.
 */
export function ActivityScreen() {
  const gate = useMembersOnlyScreen();
  const { isLoggedIn, requireMember } = gate;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Your activity</h1>
        <p className="mt-2 text-ink-muted">Your motions and where they stand with the city, the motions you voted on, and the pages you follow.</p>
        <Link to="/me/notifications" className={buttonClass({ size: "sm", className: "mt-4" })}>
          <Bell aria-hidden="true" className="size-4" />
          Notifications and e-mail preferences
        </Link>
      </header>
      {isLoggedIn ? (
        <>
          <Section id="mine" title="Your motions">
            <ActivityMotionList kind="motions" empty={browse} />
          </Section>
          <Section id="voted" title="Motions you voted on">
            <ActivityMotionList kind="votes" empty="You haven't voted on a motion yet." />
          </Section>
          <Section id="following" title="Pages you follow">
            <FollowedPages />
          </Section>
        </>
      ) : (
        <div className="rounded-2xl border border-line bg-surface-raised p-6 text-ink">
          <p>Log in to see your motions, your votes and the pages you follow.</p>
          <button type="button" onClick={() => void requireMember()} className={buttonClass({ variant: "primary", className: "mt-4" })}>
            <LogIn aria-hidden="true" className="size-4" />
            Log In
          </button>
        </div>
      )}
    </div>
  );
}
