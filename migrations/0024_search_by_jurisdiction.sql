-- Search within a jurisdiction (README.md, "Search"). The `page` column of the motions' index (migration 0016)
-- now also holds the page's jurisdiction, its city and its region, each as one token (the id without its
-- hyphens, as the page's own token is written). `page:"<city>" AND text:"street"` then finds a city's matches
-- the way a page's are found: FTS5 intersects the two lists, so BM25 ranks, and the plans of
-- worker/motions/list-search.ts count, only the jurisdiction's matches, never the whole nation's. A token
-- written twice (the page of a city is in that city) changes nothing: the column weighs 0 in BM25.
--
-- The tokens are read from the page's jurisdiction whenever a motion is indexed or removed from the index, and
-- FTS5 must be handed exactly the tokens it holds to remove a row: so a page moved to another jurisdiction, and
-- a jurisdiction whose city or region changes, have their motions re-indexed by the triggers below.
DROP TRIGGER `motions_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `motions_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `motions_fts_update`;
--> statement-breakpoint
INSERT INTO `motions_fts`(`motions_fts`) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO `motions_fts`(`rowid`, `text`, `page`)
  SELECT m.`rowid`, m.`text`, replace(m.`entity_id`, '-', '') || ' ' || replace(j.`id`, '-', '') || ' ' ||
    replace(coalesce(j.`city_id`, ''), '-', '') || ' ' || replace(coalesce(j.`region_id`, ''), '-', '')
  FROM `motions` m JOIN `entities` e ON e.`id` = m.`entity_id` JOIN `jurisdictions` j ON j.`id` = e.`jurisdiction_id`
  ORDER BY m.`rowid`;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_insert` AFTER INSERT ON `motions` BEGIN
  INSERT INTO `motions_fts`(`rowid`, `text`, `page`)
    SELECT NEW.`rowid`, NEW.`text`, replace(NEW.`entity_id`, '-', '') || ' ' || replace(j.`id`, '-', '') || ' ' ||
      replace(coalesce(j.`city_id`, ''), '-', '') || ' ' || replace(coalesce(j.`region_id`, ''), '-', '')
    FROM `entities` e JOIN `jurisdictions` j ON j.`id` = e.`jurisdiction_id` WHERE e.`id` = NEW.`entity_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_delete` AFTER DELETE ON `motions` BEGIN
  INSERT INTO `motions_fts`(`motions_fts`, `rowid`, `text`, `page`)
    SELECT 'delete', OLD.`rowid`, OLD.`text`, replace(OLD.`entity_id`, '-', '') || ' ' || replace(j.`id`, '-', '') || ' ' ||
      replace(coalesce(j.`city_id`, ''), '-', '') || ' ' || replace(coalesce(j.`region_id`, ''), '-', '')
    FROM `entities` e JOIN `jurisdictions` j ON j.`id` = e.`jurisdiction_id` WHERE e.`id` = OLD.`entity_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `motions_fts_update` AFTER UPDATE OF `text`, `entity_id` ON `motions` BEGIN
  INSERT INTO `motions_fts`(`motions_fts`, `rowid`, `text`, `page`)
    SELECT 'delete', OLD.`rowid`, OLD.`text`, replace(OLD.`entity_id`, '-', '') || ' ' || replace(j.`id`, '-', '') || ' ' ||
      replace(coalesce(j.`city_id`, ''), '-', '') || ' ' || replace(coalesce(j.`region_id`, ''), '-', '')
    FROM `entities` e JOIN `jurisdictions` j ON j.`id` = e.`jurisdiction_id` WHERE e.`id` = OLD.`entity_id`;
  INSERT INTO `motions_fts`(`rowid`, `text`, `page`)
    SELECT NEW.`rowid`, NEW.`text`, replace(NEW.`entity_id`, '-', '') || ' ' || replace(j.`id`, '-', '') || ' ' ||
      replace(coalesce(j.`city_id`, ''), '-', '') || ' ' || replace(coalesce(j.`region_id`, ''), '-', '')
    FROM `entities` e JOIN `jurisdictions` j ON j.`id` = e.`jurisdiction_id` WHERE e.`id` = NEW.`entity_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `entities_fts_jurisdiction_move` AFTER UPDATE OF `jurisdiction_id` ON `entities`
WHEN NEW.`jurisdiction_id` <> OLD.`jurisdiction_id` BEGIN
  INSERT INTO `motions_fts`(`motions_fts`, `rowid`, `text`, `page`)
    SELECT 'delete', m.`rowid`, m.`text`, replace(m.`entity_id`, '-', '') || ' ' || replace(j.`id`, '-', '') || ' ' ||
      replace(coalesce(j.`city_id`, ''), '-', '') || ' ' || replace(coalesce(j.`region_id`, ''), '-', '')
    FROM `motions` m JOIN `jurisdictions` j ON j.`id` = OLD.`jurisdiction_id` WHERE m.`entity_id` = OLD.`id`;
  INSERT INTO `motions_fts`(`rowid`, `text`, `page`)
    SELECT m.`rowid`, m.`text`, replace(m.`entity_id`, '-', '') || ' ' || replace(j.`id`, '-', '') || ' ' ||
      replace(coalesce(j.`city_id`, ''), '-', '') || ' ' || replace(coalesce(j.`region_id`, ''), '-', '')
    FROM `motions` m JOIN `jurisdictions` j ON j.`id` = NEW.`jurisdiction_id` WHERE m.`entity_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `jurisdictions_fts_ancestors` AFTER UPDATE OF `region_id`, `city_id` ON `jurisdictions`
WHEN coalesce(NEW.`region_id`, '') <> coalesce(OLD.`region_id`, '') OR coalesce(NEW.`city_id`, '') <> coalesce(OLD.`city_id`, '') BEGIN
  INSERT INTO `motions_fts`(`motions_fts`, `rowid`, `text`, `page`)
    SELECT 'delete', m.`rowid`, m.`text`, replace(m.`entity_id`, '-', '') || ' ' || replace(OLD.`id`, '-', '') || ' ' ||
      replace(coalesce(OLD.`city_id`, ''), '-', '') || ' ' || replace(coalesce(OLD.`region_id`, ''), '-', '')
    FROM `entities` e JOIN `motions` m ON m.`entity_id` = e.`id` WHERE e.`jurisdiction_id` = OLD.`id`;
  INSERT INTO `motions_fts`(`rowid`, `text`, `page`)
    SELECT m.`rowid`, m.`text`, replace(m.`entity_id`, '-', '') || ' ' || replace(NEW.`id`, '-', '') || ' ' ||
      replace(coalesce(NEW.`city_id`, ''), '-', '') || ' ' || replace(coalesce(NEW.`region_id`, ''), '-', '')
    FROM `entities` e JOIN `motions` m ON m.`entity_id` = e.`id` WHERE e.`jurisdiction_id` = NEW.`id`;
END;
