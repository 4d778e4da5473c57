-- The single-city Plaza becomes the first city of a nation (README.md, "A nation of cities"): a nation, a
-- region and a city with fixed ids (worker/db/schema.ts FIRST_CITY_ID) and plain names an admin renames (the
-- old addresses then answer 301). Every existing page already belongs to that city (the column's default), and
-- every motion gets its region and city, its trending key from its votes, and the tree its totals. Nothing is
-- deleted or rewritten: a single-city deployment keeps every row and every address.
INSERT INTO `jurisdictions` (`id`, `slug`, `name`, `kind`, `parent_id`, `path`, `region_id`, `city_id`) VALUES
  ('00000000-0000-7000-8000-000000000001', 'nation', 'Nation', 'nation', NULL,
    '/00000000-0000-7000-8000-000000000001/', NULL, NULL),
  ('00000000-0000-7000-8000-000000000002', 'region', 'Region', 'region', '00000000-0000-7000-8000-000000000001',
    '/00000000-0000-7000-8000-000000000001/00000000-0000-7000-8000-000000000002/', '00000000-0000-7000-8000-000000000002', NULL),
  ('00000000-0000-7000-8000-000000000003', 'city', 'City', 'city', '00000000-0000-7000-8000-000000000002',
    '/00000000-0000-7000-8000-000000000001/00000000-0000-7000-8000-000000000002/00000000-0000-7000-8000-000000000003/',
    '00000000-0000-7000-8000-000000000002', '00000000-0000-7000-8000-000000000003');
--> statement-breakpoint
UPDATE `motions` SET `region_id` = '00000000-0000-7000-8000-000000000002', `city_id` = '00000000-0000-7000-8000-000000000003';
--> statement-breakpoint
-- Trending's key (worker/jurisdictions/trend.ts): each vote ±2^((cast at − 2026-01-01) / 3 days).
UPDATE `motions` SET `trend_key` = coalesce((
  SELECT sum(CASE `direction` WHEN 'up' THEN 1.0 ELSE -1.0 END * pow(2.0, (`created_at` - 1767225600000) / 259200000.0))
  FROM `votes` WHERE `votes`.`motion_id` = `motions`.`id`
), 0);
--> statement-breakpoint
UPDATE `jurisdictions` SET
  `page_count` = (SELECT count(*) FROM `entities`),
  `motion_count` = (SELECT count(*) FROM `motions`),
  `vote_count` = (SELECT coalesce(sum(`up_count` + `down_count`), 0) FROM `motions`),
  `answered_count` = (SELECT count(*) FROM `motions` WHERE `answered_at` IS NOT NULL);
--> statement-breakpoint
-- A motion copies its page's region and city, and counts in its page's jurisdiction and every one above it
-- (the jurisdiction itself, its region and city, the nation: all found by primary key). Kept by triggers, like
-- site_counters (migration 0004), so every write path (the API, the seed, the benchmark's bulk loads) keeps them.
CREATE TRIGGER `motions_jurisdiction_insert` AFTER INSERT ON `motions` BEGIN
  UPDATE `motions` SET (`region_id`, `city_id`) = (
    SELECT j.`region_id`, j.`city_id` FROM `entities` e JOIN `jurisdictions` j ON j.`id` = e.`jurisdiction_id` WHERE e.`id` = NEW.`entity_id`
  ) WHERE `id` = NEW.`id`;
  UPDATE `jurisdictions` SET
    `motion_count` = `motion_count` + 1,
    `vote_count` = `vote_count` + NEW.`up_count` + NEW.`down_count`,
    `answered_count` = `answered_count` + (NEW.`answered_at` IS NOT NULL)
  WHERE `id` IN (
    SELECT e.`jurisdiction_id` FROM `entities` e WHERE e.`id` = NEW.`entity_id`
    UNION SELECT `region_id` FROM `motions` WHERE `id` = NEW.`id`
    UNION SELECT `city_id` FROM `motions` WHERE `id` = NEW.`id`
    UNION SELECT `id` FROM `jurisdictions` WHERE `parent_id` IS NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `motions_jurisdiction_delete` AFTER DELETE ON `motions` BEGIN
  UPDATE `jurisdictions` SET
    `motion_count` = `motion_count` - 1,
    `vote_count` = `vote_count` - OLD.`up_count` - OLD.`down_count`,
    `answered_count` = `answered_count` - (OLD.`answered_at` IS NOT NULL)
  WHERE `id` IN (
    SELECT e.`jurisdiction_id` FROM `entities` e WHERE e.`id` = OLD.`entity_id`
    UNION SELECT OLD.`region_id` UNION SELECT OLD.`city_id`
    UNION SELECT `id` FROM `jurisdictions` WHERE `parent_id` IS NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `motions_jurisdiction_votes` AFTER UPDATE OF `up_count`, `down_count` ON `motions` BEGIN
  UPDATE `jurisdictions`
  SET `vote_count` = `vote_count` + (NEW.`up_count` + NEW.`down_count`) - (OLD.`up_count` + OLD.`down_count`)
  WHERE `id` IN (
    SELECT e.`jurisdiction_id` FROM `entities` e WHERE e.`id` = NEW.`entity_id`
    UNION SELECT NEW.`region_id` UNION SELECT NEW.`city_id`
    UNION SELECT `id` FROM `jurisdictions` WHERE `parent_id` IS NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `motions_jurisdiction_answered` AFTER UPDATE OF `answered_at` ON `motions`
WHEN (NEW.`answered_at` IS NULL) <> (OLD.`answered_at` IS NULL) BEGIN
  UPDATE `jurisdictions`
  SET `answered_count` = `answered_count` + (NEW.`answered_at` IS NOT NULL) - (OLD.`answered_at` IS NOT NULL)
  WHERE `id` IN (
    SELECT e.`jurisdiction_id` FROM `entities` e WHERE e.`id` = NEW.`entity_id`
    UNION SELECT NEW.`region_id` UNION SELECT NEW.`city_id`
    UNION SELECT `id` FROM `jurisdictions` WHERE `parent_id` IS NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `entities_jurisdiction_insert` AFTER INSERT ON `entities` BEGIN
  UPDATE `jurisdictions` SET `page_count` = `page_count` + 1
  WHERE `id` IN (
    SELECT `id` FROM `jurisdictions` WHERE `id` = NEW.`jurisdiction_id`
    UNION SELECT `region_id` FROM `jurisdictions` WHERE `id` = NEW.`jurisdiction_id`
    UNION SELECT `city_id` FROM `jurisdictions` WHERE `id` = NEW.`jurisdiction_id`
    UNION SELECT `id` FROM `jurisdictions` WHERE `parent_id` IS NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `entities_jurisdiction_delete` AFTER DELETE ON `entities` BEGIN
  UPDATE `jurisdictions` SET `page_count` = `page_count` - 1
  WHERE `id` IN (
    SELECT `id` FROM `jurisdictions` WHERE `id` = OLD.`jurisdiction_id`
    UNION SELECT `region_id` FROM `jurisdictions` WHERE `id` = OLD.`jurisdiction_id`
    UNION SELECT `city_id` FROM `jurisdictions` WHERE `id` = OLD.`jurisdiction_id`
    UNION SELECT `id` FROM `jurisdictions` WHERE `parent_id` IS NULL
  );
END;
--> statement-breakpoint
-- A page moved to another jurisdiction takes its motions and their totals along.
CREATE TRIGGER `entities_jurisdiction_move` AFTER UPDATE OF `jurisdiction_id` ON `entities`
WHEN NEW.`jurisdiction_id` <> OLD.`jurisdiction_id` BEGIN
  UPDATE `jurisdictions` SET
    `page_count` = `page_count` - 1,
    `motion_count` = `motion_count` - (SELECT count(*) FROM `motions` WHERE `entity_id` = OLD.`id`),
    `vote_count` = `vote_count` - (SELECT coalesce(sum(`up_count` + `down_count`), 0) FROM `motions` WHERE `entity_id` = OLD.`id`),
    `answered_count` = `answered_count` - (SELECT count(*) FROM `motions` WHERE `entity_id` = OLD.`id` AND `answered_at` IS NOT NULL)
  WHERE `id` IN (
    SELECT `id` FROM `jurisdictions` WHERE `id` = OLD.`jurisdiction_id`
    UNION SELECT `region_id` FROM `jurisdictions` WHERE `id` = OLD.`jurisdiction_id`
    UNION SELECT `city_id` FROM `jurisdictions` WHERE `id` = OLD.`jurisdiction_id`
    UNION SELECT `id` FROM `jurisdictions` WHERE `parent_id` IS NULL
  );
  UPDATE `motions` SET (`region_id`, `city_id`) = (SELECT `region_id`, `city_id` FROM `jurisdictions` WHERE `id` = NEW.`jurisdiction_id`)
  WHERE `entity_id` = NEW.`id`;
  UPDATE `jurisdictions` SET
    `page_count` = `page_count` + 1,
    `motion_count` = `motion_count` + (SELECT count(*) FROM `motions` WHERE `entity_id` = NEW.`id`),
    `vote_count` = `vote_count` + (SELECT coalesce(sum(`up_count` + `down_count`), 0) FROM `motions` WHERE `entity_id` = NEW.`id`),
    `answered_count` = `answered_count` + (SELECT count(*) FROM `motions` WHERE `entity_id` = NEW.`id` AND `answered_at` IS NOT NULL)
  WHERE `id` IN (
    SELECT `id` FROM `jurisdictions` WHERE `id` = NEW.`jurisdiction_id`
    UNION SELECT `region_id` FROM `jurisdictions` WHERE `id` = NEW.`jurisdiction_id`
    UNION SELECT `city_id` FROM `jurisdictions` WHERE `id` = NEW.`jurisdiction_id`
    UNION SELECT `id` FROM `jurisdictions` WHERE `parent_id` IS NULL
  );
END;
