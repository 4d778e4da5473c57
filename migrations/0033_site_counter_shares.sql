-- The site's figures over every database (README.md, "Databases", totals): each database's site_counters
-- (migration 0008: public motions and their votes) count what it holds; every minute the directory keeps
-- here each other database's figures, less the copy of a moved subtree its placement does not name, and for
-- the directory itself that correction alone (negative). GET /api/stats adds these rows to its own counters.
CREATE TABLE `site_counter_shares` (
  `database` text PRIMARY KEY NOT NULL,
  `motions` integer NOT NULL DEFAULT 0,
  `votes` integer NOT NULL DEFAULT 0
) WITHOUT ROWID;
