CREATE TABLE `catalogue_removals` (
	`motion_id` text PRIMARY KEY NOT NULL,
	`removed_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `catalogue_watermarks` (
	`database` text PRIMARY KEY NOT NULL,
	`changed_at` integer NOT NULL,
	`source_rowid` integer NOT NULL,
	`refreshed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `motion_catalogue` (
	`id` text PRIMARY KEY NOT NULL,
	`database` text NOT NULL,
	`status` text NOT NULL,
	`moderation_state` text NOT NULL,
	`jurisdiction_id` text NOT NULL,
	`jurisdiction_path` text NOT NULL,
	`ai_rank` real NOT NULL,
	`net_votes` integer NOT NULL,
	`up_count` integer NOT NULL,
	`down_count` integer NOT NULL,
	`created_at` integer NOT NULL,
	`answered_rank` integer NOT NULL,
	`trend_key` real NOT NULL,
	`text` text NOT NULL,
	`card` text NOT NULL,
	`changed_at` integer NOT NULL,
	`refreshed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalogue_ai_idx` ON `motion_catalogue` (`ai_rank`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_votes_idx` ON `motion_catalogue` (`net_votes`,`up_count`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_latest_idx` ON `motion_catalogue` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_answered_idx` ON `motion_catalogue` (`answered_rank`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_trend_idx` ON `motion_catalogue` (`trend_key`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_status_ai_idx` ON `motion_catalogue` (`status`,`ai_rank`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_status_votes_idx` ON `motion_catalogue` (`status`,`net_votes`,`up_count`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_status_latest_idx` ON `motion_catalogue` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_status_answered_idx` ON `motion_catalogue` (`status`,`answered_rank`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_status_trend_idx` ON `motion_catalogue` (`status`,`trend_key`,`id`);--> statement-breakpoint
ALTER TABLE `motions` ADD `changed_at` integer;--> statement-breakpoint
CREATE INDEX `motions_changed_idx` ON `motions` (`changed_at`);--> statement-breakpoint
-- National catalogues (README.md, "National catalogues", decision 45). Hand-written below: the stamps of
-- motions.changed_at, the removals, and the catalogue's full-text index, which drizzle-kit cannot model.
-- Existing motions count as changed when they were created: the first refresh copies all of them (the backfill).
UPDATE `motions` SET `changed_at` = `created_at` WHERE `changed_at` IS NULL;
--> statement-breakpoint
-- The vote batches set changed_at in their own UPDATE (worker/motions/votes.ts, worker/hot-motions/flush.ts);
-- every other change of a motion (a status, a moderation decision, a score, an edit, a page moving) is stamped
-- here, so no write path can forget. An UPDATE that set changed_at itself is left alone.
CREATE TRIGGER `motions_changed_insert` AFTER INSERT ON `motions` WHEN NEW.`changed_at` IS NULL BEGIN
  UPDATE `motions` SET `changed_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `rowid` = NEW.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `motions_changed_update` AFTER UPDATE ON `motions` WHEN NEW.`changed_at` IS OLD.`changed_at` BEGIN
  UPDATE `motions` SET `changed_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `rowid` = NEW.`rowid`;
END;
--> statement-breakpoint
-- A card shows its page's name, address and image and its jurisdiction's: renaming them changes the cards.
CREATE TRIGGER `entities_changed_cards` AFTER UPDATE OF `name`, `slug`, `image_key` ON `entities` BEGIN
  UPDATE `motions` SET `changed_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE `entity_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `jurisdictions_changed_cards` AFTER UPDATE OF `name`, `slug`, `kind` ON `jurisdictions` BEGIN
  UPDATE `motions` SET `changed_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
    WHERE `entity_id` IN (SELECT `id` FROM `entities` WHERE `jurisdiction_id` = NEW.`id`);
END;
--> statement-breakpoint
-- A deleted motion leaves no row to stamp: its id waits here until the refresh removes its copy.
CREATE TRIGGER `motions_catalogue_removal` AFTER DELETE ON `motions` BEGIN
  INSERT OR REPLACE INTO `catalogue_removals`(`motion_id`) VALUES (OLD.`id`);
END;
--> statement-breakpoint
-- National search: the same tokenizer as motions_fts (migration 0016), over the catalogue's words only.
CREATE VIRTUAL TABLE `catalogue_fts` USING fts5(`text`, content='motion_catalogue', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `catalogue_fts_insert` AFTER INSERT ON `motion_catalogue` BEGIN
  INSERT INTO `catalogue_fts`(`rowid`, `text`) VALUES (NEW.`rowid`, NEW.`text`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_fts_delete` AFTER DELETE ON `motion_catalogue` BEGIN
  INSERT INTO `catalogue_fts`(`catalogue_fts`, `rowid`, `text`) VALUES ('delete', OLD.`rowid`, OLD.`text`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_fts_update` AFTER UPDATE OF `text` ON `motion_catalogue` BEGIN
  INSERT INTO `catalogue_fts`(`catalogue_fts`, `rowid`, `text`) VALUES ('delete', OLD.`rowid`, OLD.`text`);
  INSERT INTO `catalogue_fts`(`rowid`, `text`) VALUES (NEW.`rowid`, NEW.`text`);
END;
