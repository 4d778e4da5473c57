// The SQL of a member's activity list (README.md, "Databases", a member's activity): `users.activity_databases`,
// a JSON array of database names, each once. One statement appends a name to the rows of many members, by id
// (one JSON parameter), where it is missing: run twice, or beside a parallel append, it names it once.

const APPEND = `UPDATE users SET activity_databases = json_insert(coalesce(activity_databases, '[]'), '$[#]', ?2)
  WHERE id IN (SELECT value FROM json_each(?1))
    AND NOT EXISTS (SELECT 1 FROM json_each(coalesce(activity_databases, '[]')) WHERE value = ?2)`;

/** Names `database` on the directory rows of these members (`on` is the directory, or a session of it). */
export async function appendActivityDatabase(on: D1Database | D1DatabaseSession, memberIds: string[], database: string) {
  if (memberIds.length === 0) return;
  await on.prepare(APPEND).bind(JSON.stringify(memberIds), database).run();
}
