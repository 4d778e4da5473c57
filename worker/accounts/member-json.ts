import type { users } from "../db/schema";

// The member shape every auth answer uses: never the password hash, the Google id or the token version.

type UserRow = typeof users.$inferSelect;

export const toUser = (row: UserRow) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  isVerified: row.isVerified,
  profile: { link: row.pictureUrl ?? null },
});
