CREATE TABLE `motion_updates` (
	`id` text PRIMARY KEY NOT NULL,
	`motion_id` text NOT NULL,
	`status` text NOT NULL,
	`previous_status` text NOT NULL,
	`text` text NOT NULL,
	`by_name` text NOT NULL,
	`by_role` text NOT NULL,
	`merged_into_id` text,
	`merged_from_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`motion_id`) REFERENCES `motions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `motion_updates_motion_idx` ON `motion_updates` (`motion_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email_my_motions` integer DEFAULT true NOT NULL,
	`email_voted` integer DEFAULT true NOT NULL,
	`email_followed` integer DEFAULT true NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`source_key` text NOT NULL,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`motion_id` text NOT NULL,
	`update_id` text,
	`read_at` integer,
	`emailed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`motion_id`) REFERENCES `motions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`update_id`) REFERENCES `motion_updates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_source_user_idx` ON `notifications` (`source_key`,`user_id`);--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
ALTER TABLE `motions` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `motions` ADD `merged_into_id` text;--> statement-breakpoint
ALTER TABLE `motions` ADD `latest_update_id` text;--> statement-breakpoint
ALTER TABLE `motions` ADD `answered_at` integer;--> statement-breakpoint
ALTER TABLE `motions` ADD `answered_rank` integer GENERATED ALWAYS AS (coalesce(answered_at, -1)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `motions_answered_idx` ON `motions` (`answered_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_answered_idx` ON `motions` (`entity_id`,`answered_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_status_ai_idx` ON `motions` (`status`,`ai_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_status_votes_idx` ON `motions` (`status`,`net_votes`,`up_count`,`id`);--> statement-breakpoint
CREATE INDEX `motions_status_latest_idx` ON `motions` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `motions_status_answered_idx` ON `motions` (`status`,`answered_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_status_ai_idx` ON `motions` (`entity_id`,`status`,`ai_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_status_votes_idx` ON `motions` (`entity_id`,`status`,`net_votes`,`up_count`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_status_latest_idx` ON `motions` (`entity_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_status_answered_idx` ON `motions` (`entity_id`,`status`,`answered_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_merged_into_idx` ON `motions` (`merged_into_id`);