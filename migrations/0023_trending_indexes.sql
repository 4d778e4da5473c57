CREATE INDEX `motions_status_trend_idx` ON `motions` (`status`,`trend_key`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_trend_idx` ON `motions` (`entity_id`,`trend_key`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_status_trend_idx` ON `motions` (`entity_id`,`status`,`trend_key`,`id`);