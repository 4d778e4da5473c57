-- Which page each motion is on, kept on the directory for every motion wherever its jurisdiction is placed
-- (README.md, "Databases", routing by placement): a request that names only a motion id (its permalink, a vote,
-- a report, the scoring queue) finds the motion's database with one indexed read here, the page's row
-- (entities, which the directory keeps for every page) and the placement of the page's jurisdiction.
-- A page can move to another jurisdiction; a motion never changes page, so the index names the page.
-- Every database has the table and the triggers (one schema everywhere); only the directory's rows are read.
-- On the directory the triggers index every motion written there; a motion written to a shard is indexed on
-- the directory by the app, before the shard's insert (worker/motions/submit.ts).
CREATE TABLE `motion_homes` (
  `motion_id` text PRIMARY KEY NOT NULL,
  `page_id` text NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `motion_homes` (`motion_id`, `page_id`) SELECT `id`, `entity_id` FROM `motions`;
--> statement-breakpoint
CREATE TRIGGER `motion_homes_insert` AFTER INSERT ON `motions` BEGIN
  INSERT OR IGNORE INTO `motion_homes` (`motion_id`, `page_id`) VALUES (NEW.`id`, NEW.`entity_id`);
END;
