CREATE TABLE `appeals` (
	`motion_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`text` text NOT NULL,
	`outcome` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`motion_id`) REFERENCES `motions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `moderation_log` (
	`id` text PRIMARY KEY NOT NULL,
	`motion_id` text,
	`member_id` text,
	`action` text NOT NULL,
	`from_state` text,
	`to_state` text,
	`reason` text,
	`note` text,
	`actor_name` text NOT NULL,
	`actor_role` text NOT NULL,
	`appeal` integer DEFAULT false NOT NULL,
	`queued_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`motion_id`) REFERENCES `motions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`member_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `moderation_log_created_idx` ON `moderation_log` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `moderation_log_motion_idx` ON `moderation_log` (`motion_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`motion_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`motion_id`, `user_id`),
	FOREIGN KEY (`motion_id`) REFERENCES `motions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reports_user_idx` ON `reports` (`user_id`);--> statement-breakpoint
ALTER TABLE `motions` ADD `moderation_state` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `motions` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `motions` ADD `open_reports` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `motions` ADD `flags` text;--> statement-breakpoint
ALTER TABLE `motions` ADD `review_since` integer;--> statement-breakpoint
ALTER TABLE `motions` ADD `last_decision_id` text;--> statement-breakpoint
CREATE INDEX `motions_review_idx` ON `motions` (`review_since`,`id`) WHERE "motions"."review_since" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_until` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspension_reason` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `moderation_log_id` text;