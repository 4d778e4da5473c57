// Demo staff and member logins for local development only. The seed refuses to run outside ENVIRONMENT
// "development", so these never exist in production.

export const demoAdmin = { name: "Demo Admin", email: "admin@plaza.local", password: "Admin123!" } as const;
export const demoEditor = { username: "editor", password: "editor123" } as const;
/** Every seeded member (see members.ts) signs in with this password; they are created already verified. */
export const demoMemberPassword = "Member123!";

/** Lines printed when the local server is ready. */
export const demoLogins = [
  `Demo admin   /admin   ${demoAdmin.email} / ${demoAdmin.password}`,
  `Demo editor  /editor  ${demoEditor.username} / ${demoEditor.password}`,
  `Demo member  (Login)  ana.ortiz@example.com / ${demoMemberPassword}`,
];
