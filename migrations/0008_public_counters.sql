-- Moderation (README.md, "Moderation"): the site-wide totals of GET /api/stats count only public motions
-- (moderation_state published or review) and their votes. The motion triggers of 0004 are replaced by ones
-- that look at the state, plus one for a motion that is hidden, restored or approved: its motion and its
-- votes leave or rejoin the totals in the same transaction as the change.
DROP TRIGGER `site_counters_motion_insert`;
--> statement-breakpoint
DROP TRIGGER `site_counters_motion_delete`;
--> statement-breakpoint
DROP TRIGGER `site_counters_motion_votes`;
--> statement-breakpoint
CREATE TRIGGER `site_counters_motion_insert` AFTER INSERT ON `motions`
WHEN NEW.`moderation_state` IN ('published', 'review') BEGIN
  UPDATE `site_counters`
  SET `motions` = `motions` + 1, `votes` = `votes` + NEW.`up_count` + NEW.`down_count`
  WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_counters_motion_delete` AFTER DELETE ON `motions`
WHEN OLD.`moderation_state` IN ('published', 'review') BEGIN
  UPDATE `site_counters`
  SET `motions` = `motions` - 1, `votes` = `votes` - OLD.`up_count` - OLD.`down_count`
  WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_counters_motion_votes` AFTER UPDATE OF `up_count`, `down_count` ON `motions`
WHEN NEW.`moderation_state` IN ('published', 'review') AND OLD.`moderation_state` IN ('published', 'review') BEGIN
  UPDATE `site_counters`
  SET `votes` = `votes` + (NEW.`up_count` + NEW.`down_count`) - (OLD.`up_count` + OLD.`down_count`)
  WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_counters_motion_hidden` AFTER UPDATE OF `moderation_state` ON `motions`
WHEN OLD.`moderation_state` IN ('published', 'review') AND NEW.`moderation_state` NOT IN ('published', 'review') BEGIN
  UPDATE `site_counters`
  SET `motions` = `motions` - 1, `votes` = `votes` - OLD.`up_count` - OLD.`down_count`
  WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_counters_motion_shown` AFTER UPDATE OF `moderation_state` ON `motions`
WHEN OLD.`moderation_state` NOT IN ('published', 'review') AND NEW.`moderation_state` IN ('published', 'review') BEGIN
  UPDATE `site_counters`
  SET `motions` = `motions` + 1, `votes` = `votes` + NEW.`up_count` + NEW.`down_count`
  WHERE `id` = 1;
END;
