DROP INDEX `contact_messages_created_idx`;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` integer;--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `dev_mail` ADD `reply_to` text;