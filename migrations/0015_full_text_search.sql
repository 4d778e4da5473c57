-- Full-text search (README.md, "Search"): SQLite FTS5 indexes of the motions' text and of the pages' name and
-- description, kept in sync by triggers in the same transaction as every write (the API, the seed, the
-- benchmark's bulk loads, a console fix). drizzle-kit cannot model virtual tables, so this migration is
-- written by hand (`npm run db:generate -- --custom`). Both are external-content tables: the text stays in
-- its own table and the index holds only the tokens. `unicode61 remove_diacritics 2` folds case and accents,
-- so "Peatón", "PEATON" and "peaton" are the same word. The motions' index also holds the page id's tokens,
-- so a search within one page intersects with that page's short list instead of filtering every match;
-- BM25 weighs the text alone (the `rank` setting).
CREATE VIRTUAL TABLE `motions_fts` USING fts5(`text`, `entity_id`, content='motions', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `motions_fts`(`motions_fts`, `rank`) VALUES ('rank', 'bm25(1.0, 0.0)');
--> statement-breakpoint
INSERT INTO `motions_fts`(`rowid`, `text`, `entity_id`) SELECT `rowid`, `text`, `entity_id` FROM `motions`;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_insert` AFTER INSERT ON `motions` BEGIN
  INSERT INTO `motions_fts`(`rowid`, `text`, `entity_id`) VALUES (NEW.`rowid`, NEW.`text`, NEW.`entity_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_delete` AFTER DELETE ON `motions` BEGIN
  INSERT INTO `motions_fts`(`motions_fts`, `rowid`, `text`, `entity_id`) VALUES ('delete', OLD.`rowid`, OLD.`text`, OLD.`entity_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_update` AFTER UPDATE OF `text`, `entity_id` ON `motions` BEGIN
  INSERT INTO `motions_fts`(`motions_fts`, `rowid`, `text`, `entity_id`) VALUES ('delete', OLD.`rowid`, OLD.`text`, OLD.`entity_id`);
  INSERT INTO `motions_fts`(`rowid`, `text`, `entity_id`) VALUES (NEW.`rowid`, NEW.`text`, NEW.`entity_id`);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `entities_fts` USING fts5(`name`, `description`, content='entities', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `entities_fts`(`rowid`, `name`, `description`) SELECT `rowid`, `name`, `description` FROM `entities`;
--> statement-breakpoint
CREATE TRIGGER `entities_fts_insert` AFTER INSERT ON `entities` BEGIN
  INSERT INTO `entities_fts`(`rowid`, `name`, `description`) VALUES (NEW.`rowid`, NEW.`name`, NEW.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `entities_fts_delete` AFTER DELETE ON `entities` BEGIN
  INSERT INTO `entities_fts`(`entities_fts`, `rowid`, `name`, `description`) VALUES ('delete', OLD.`rowid`, OLD.`name`, OLD.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `entities_fts_update` AFTER UPDATE OF `name`, `description` ON `entities` BEGIN
  INSERT INTO `entities_fts`(`entities_fts`, `rowid`, `name`, `description`) VALUES ('delete', OLD.`rowid`, OLD.`name`, OLD.`description`);
  INSERT INTO `entities_fts`(`rowid`, `name`, `description`) VALUES (NEW.`rowid`, NEW.`name`, NEW.`description`);
END;
