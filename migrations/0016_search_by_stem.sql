-- Motion search by word stem (README.md, "Search", decision 32). The motions' FTS5 index of migration 0015
-- is rebuilt with two changes, measured at 1,000,000 motions (README.md, "A million motions"):
-- 1. The porter stemmer before `unicode61 remove_diacritics 2`: "bikes", "biking" and "bike" are one word
--    in the index and in every query, so a search finds the other forms of its words without prefix
--    queries, which FTS5 answers by merging every matching term's whole list first (~30 ms for a word in a
--    quarter of the motions, against ~1 ms for the word itself).
-- 2. The page as one token: the `page` column holds the page id without its hyphens, written by the
--    triggers below. A page's filter is then one term instead of a five-token phrase, whose positions FTS5
--    had to compare for every motion of the page. The motions table has no such column, so the index cannot
--    be re-read from it: a `rebuild` fails loudly instead of writing other tokens; this migration's
--    INSERT ... SELECT is how the index is filled.
DROP TRIGGER `motions_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `motions_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `motions_fts_update`;
--> statement-breakpoint
DROP TABLE `motions_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `motions_fts` USING fts5(`text`, `page`, content='motions', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `motions_fts`(`motions_fts`, `rank`) VALUES ('rank', 'bm25(1.0, 0.0)');
--> statement-breakpoint
INSERT INTO `motions_fts`(`rowid`, `text`, `page`) SELECT `rowid`, `text`, replace(`entity_id`, '-', '') FROM `motions`;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_insert` AFTER INSERT ON `motions` BEGIN
  INSERT INTO `motions_fts`(`rowid`, `text`, `page`) VALUES (NEW.`rowid`, NEW.`text`, replace(NEW.`entity_id`, '-', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_delete` AFTER DELETE ON `motions` BEGIN
  INSERT INTO `motions_fts`(`motions_fts`, `rowid`, `text`, `page`) VALUES ('delete', OLD.`rowid`, OLD.`text`, replace(OLD.`entity_id`, '-', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_update` AFTER UPDATE OF `text`, `entity_id` ON `motions` BEGIN
  INSERT INTO `motions_fts`(`motions_fts`, `rowid`, `text`, `page`) VALUES ('delete', OLD.`rowid`, OLD.`text`, replace(OLD.`entity_id`, '-', ''));
  INSERT INTO `motions_fts`(`rowid`, `text`, `page`) VALUES (NEW.`rowid`, NEW.`text`, replace(NEW.`entity_id`, '-', ''));
END;
