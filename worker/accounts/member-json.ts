import type { users } from "../db/schema";
import type { JurisdictionSummary } from "../jurisdictions/serialize";

// The member shape every auth answer uses: never the password hash, the Google id or the token version.
// `homeCity` is the member's home city (README.md, "City suggestion and home city"), read by the caller
// (jurisdictions/home-city.ts homeCityOf), or null.

type UserRow = typeof users.$inferSelect;

/** The picture the avatar shows: an uploaded one (served from /images), else Google's, else none. */
const pictureOf = (row: UserRow, origin: string) => (row.pictureKey ? `${origin}/images/${row.pictureKey}` : (row.pictureUrl ?? null));

export const toUser = (row: UserRow, origin: string, homeCity: JurisdictionSummary | null) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  isVerified: row.isVerified,
  profile: { link: pictureOf(row, origin) },
  homeCity,
});

/** GET /api/me: the user shape plus what the account screen needs to offer the right forms. */
export const toAccount = (row: UserRow, origin: string, homeCity: JurisdictionSummary | null) => ({
  ...toUser(row, origin, homeCity),
  hasPassword: row.passwordHash !== null,
  googleLinked: row.googleId !== null,
  pictureSource: row.pictureKey ? ("upload" as const) : row.pictureUrl ? ("google" as const) : null,
  createdAt: row.createdAt.toISOString(),
});
