-- Votes on disk (README.md, "Votes on disk"): a vote row goes from text UUID keys (about 222 bytes with its
-- index) to integers in a WITHOUT ROWID table. Every motion gets its number in this database (`seq`) and every
-- member theirs (`num`), the existing rows numbered in the order they were made (their rowid), new rows by the
-- triggers below; then every vote is copied with its direction and its time (whole seconds since 2026-01-01),
-- and Trending's key is recomputed from the copied times, so it equals its vote rows exactly (trend.ts).
ALTER TABLE `motions` ADD `seq` integer;
--> statement-breakpoint
ALTER TABLE `users` ADD `num` integer;
--> statement-breakpoint
UPDATE `motions` SET `seq` = `rowid`;
--> statement-breakpoint
UPDATE `users` SET `num` = `rowid`;
--> statement-breakpoint
CREATE UNIQUE INDEX `motions_seq_idx` ON `motions` (`seq`);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_num_idx` ON `users` (`num`);
--> statement-breakpoint
-- The next free number, on insert, whoever inserts (a submission, the seed, a test): found by the unique index.
CREATE TRIGGER `motions_seq_insert` AFTER INSERT ON `motions` WHEN NEW.`seq` IS NULL BEGIN
  UPDATE `motions` SET `seq` = (SELECT coalesce(max(`seq`), 0) + 1 FROM `motions`) WHERE `rowid` = NEW.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_num_insert` AFTER INSERT ON `users` WHEN NEW.`num` IS NULL BEGIN
  UPDATE `users` SET `num` = (SELECT coalesce(max(`num`), 0) + 1 FROM `users`) WHERE `rowid` = NEW.`rowid`;
END;
--> statement-breakpoint
CREATE TABLE `__new_votes` (
	`motion_seq` integer NOT NULL,
	`member_num` integer NOT NULL,
	`up` integer NOT NULL,
	`cast_at` integer NOT NULL,
	PRIMARY KEY(`motion_seq`, `member_num`),
	FOREIGN KEY (`motion_seq`) REFERENCES `motions`(`seq`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_num`) REFERENCES `users`(`num`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_votes` (`motion_seq`, `member_num`, `up`, `cast_at`)
  SELECT `motions`.`seq`, `users`.`num`, `votes`.`direction` = 'up', (`votes`.`created_at` - 1767225600000) / 1000
  FROM `votes`
  JOIN `motions` ON `motions`.`id` = `votes`.`motion_id`
  JOIN `users` ON `users`.`id` = `votes`.`user_id`
  ORDER BY `motions`.`seq`, `users`.`num`;
--> statement-breakpoint
DROP TABLE `votes`;
--> statement-breakpoint
ALTER TABLE `__new_votes` RENAME TO `votes`;
--> statement-breakpoint
CREATE INDEX `votes_member_idx` ON `votes` (`member_num`, `motion_seq`);
--> statement-breakpoint
-- Each vote ±2^((cast at − 2026-01-01) / 3 days), as migration 0022 and worker/jurisdictions/trend.ts compute it.
UPDATE `motions` SET `trend_key` = coalesce((
  SELECT sum(CASE `up` WHEN 1 THEN 1.0 ELSE -1.0 END * pow(2.0, `cast_at` * 1000 / 259200000.0))
  FROM `votes` WHERE `votes`.`motion_seq` = `motions`.`seq`
), 0) WHERE `seq` IN (SELECT `motion_seq` FROM `votes`);
