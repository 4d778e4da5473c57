// Demo staff and member logins for local development only. The seed refuses to run outside ENVIRONMENT
// "development", so these never exist in production.

/** The national admin: every city, region and page. */
export const demoAdmin = { name: "Demo Admin", email: "admin@plaza.local", password: "Admin123!" } as const;
/** Rivermouth's editor (an editor belongs to one city). */
export const demoEditor = { username: "editor", password: "editor123" } as const;

/**
 * City staff of two demo cities (README.md, "Quick start"): a city admin, who administers the city and what is
 * below it, and an editor. Rivermouth's editor is `demoEditor`.
 */
export const demoCityStaff = [
  { city: "rivermouth", admin: { name: "Rivermouth City Admin", email: "rivermouth.admin@plaza.local", password: "Rivermouth1!" }, editor: demoEditor },
  { city: "millbrook", admin: { name: "Millbrook City Admin", email: "millbrook.admin@plaza.local", password: "Millbrook1!" }, editor: { username: "millbrook-editor", password: "millbrook123" } },
] as const;

/** Every seeded member (see members.ts) signs in with this password; they are created already verified. */
export const demoMemberPassword = "Member123!";

/** Lines printed when the local server is ready. */
export const demoLogins = [
  `Demo admin   /admin   ${demoAdmin.email} / ${demoAdmin.password} (national)`,
  ...demoCityStaff.map(({ city, admin }) => `City admin   /admin   ${admin.email} / ${admin.password} (${city})`),
  ...demoCityStaff.map(({ city, editor }) => `Editor       /editor  ${editor.username} / ${editor.password} (${city})`),
  `Demo member  (Login)  ana.ortiz@example.com / ${demoMemberPassword}`,
];
