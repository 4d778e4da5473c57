import type { Account } from "../api/account-queries";
import { AccountSection } from "./account-section";
import { NameForm } from "./name-form";
import { PictureField } from "./picture-field";

// The interface is English, so its dates are too (as in lib/display-format.ts).
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** "Member since November 25, 2026." — or nothing for a date that does not parse. */
const memberSince = (createdAt: string) => {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? "" : `Member since ${longDate.format(at)}.`;
};

/** Name and picture: what the header's avatar and menu show, on every screen, from the moment they are saved. */
export function ProfileSection({ account }: { account: Account }) {
  return (
    <AccountSection
      id="profile"
      description={`Your name and picture appear in your account menu; your motions are always published without them. ${memberSince(account.createdAt)}`}
    >
      <div className="space-y-6">
        <PictureField account={account} />
        <NameForm account={account} />
      </div>
    </AccountSection>
  );
}
