DROP INDEX `follows_entity_idx`;--> statement-breakpoint
CREATE INDEX `follows_entity_user_idx` ON `follows` (`entity_id`,`user_id`);--> statement-breakpoint
ALTER TABLE `dev_mail` ADD `headers` text DEFAULT '{}' NOT NULL;