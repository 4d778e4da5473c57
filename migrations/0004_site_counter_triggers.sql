-- The site-wide totals of GET /api/stats, kept by triggers so every write path (the API, the seed, the
-- benchmark's bulk loads, a console fix) updates them in the same transaction as the change. Votes are
-- counted as the motions' denormalised up/down counters are.
INSERT INTO `site_counters` (`id`, `pages`, `motions`, `votes`)
SELECT 1,
  (SELECT count(*) FROM `entities`),
  (SELECT count(*) FROM `motions`),
  (SELECT coalesce(sum(`up_count` + `down_count`), 0) FROM `motions`);
--> statement-breakpoint
CREATE TRIGGER `site_counters_entity_insert` AFTER INSERT ON `entities` BEGIN
  UPDATE `site_counters` SET `pages` = `pages` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_counters_entity_delete` AFTER DELETE ON `entities` BEGIN
  UPDATE `site_counters` SET `pages` = `pages` - 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_counters_motion_insert` AFTER INSERT ON `motions` BEGIN
  UPDATE `site_counters`
  SET `motions` = `motions` + 1, `votes` = `votes` + NEW.`up_count` + NEW.`down_count`
  WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_counters_motion_delete` AFTER DELETE ON `motions` BEGIN
  UPDATE `site_counters`
  SET `motions` = `motions` - 1, `votes` = `votes` - OLD.`up_count` - OLD.`down_count`
  WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_counters_motion_votes` AFTER UPDATE OF `up_count`, `down_count` ON `motions` BEGIN
  UPDATE `site_counters`
  SET `votes` = `votes` + (NEW.`up_count` + NEW.`down_count`) - (OLD.`up_count` + OLD.`down_count`)
  WHERE `id` = 1;
END;
