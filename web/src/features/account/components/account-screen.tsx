import { LogIn, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { buttonClass } from "../../../components/button-styles";
import { Skeleton } from "../../../components/skeleton";
import { useMembersOnlyScreen } from "../../../lib/members-only-screen";
import { useAccount } from "../hooks/use-account";
import { showSection } from "./account-section";
import { DataSection } from "./data-section";
import { DeleteSection } from "./delete-section";
import { EmailSection } from "./email-section";
import { HomeCitySection } from "./home-city-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { SectionNav } from "./section-nav";
import { SessionsSection } from "./sessions-section";

/** While the account loads: the shape of the first two sections, and a busy region that says what is coming. */
function AccountLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your account" className="mt-8 space-y-6 lg:ms-[13rem]">
      <Skeleton className="h-64 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

function AccountSections({ token }: { token?: string }) {
  const { data: account, isError, refetch } = useAccount();
  const loaded = account !== undefined;
  // A mailed deletion link opens the screen at its last part, with focus on its heading.
  useEffect(() => {
    if (token && loaded) showSection("delete-account");
  }, [token, loaded]);

  if (!account && isError) {
    return (
      <div className="mt-8 rounded-2xl border border-line bg-surface-raised p-6 text-ink">
        <p role="alert">Your account could not be loaded.</p>
        <button type="button" onClick={() => void refetch()} className={buttonClass({ className: "mt-4" })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </div>
    );
  }
  if (!account) return <AccountLoading />;
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[11rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <SectionNav />
      <div className="min-w-0 space-y-6">
        <ProfileSection account={account} />
        <HomeCitySection account={account} />
        <PasswordSection account={account} />
        <EmailSection account={account} />
        <SessionsSection />
        <DataSection />
        <DeleteSection account={account} token={token} />
      </div>
    </div>
  );
}

/**
 * /me/account: the member's own account, each part a section — profile, password, e-mail address,
 * sessions, a copy of their data, and deleting the account. A visitor who is not signed in gets the login
 * dialog at once, as on /me and /me/notifications; a mailed deletion link (`token`) waits for the login.
 */
export function AccountScreen({ token }: { token?: string }) {
  const { isLoggedIn, requireMember } = useMembersOnlyScreen();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Account</h1>
        <p className="mt-2 text-ink-muted text-pretty">
          Your profile, home city, password and e-mail address, where you are signed in, a copy of your data, and deleting your account.
        </p>
      </header>
      {isLoggedIn ? (
        <AccountSections token={token} />
      ) : (
        <div className="mt-8 rounded-2xl border border-line bg-surface-raised p-6 text-ink">
          <p>Log in to manage your account.</p>
          <button type="button" onClick={() => void requireMember()} className={buttonClass({ variant: "primary", className: "mt-4" })}>
            <LogIn aria-hidden="true" className="size-4" />
            Log In
          </button>
        </div>
      )}
    </div>
  );
}
