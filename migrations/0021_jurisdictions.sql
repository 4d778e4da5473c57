CREATE TABLE `jurisdiction_aliases` (
	`slug` text PRIMARY KEY NOT NULL,
	`jurisdiction_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`jurisdiction_id`) REFERENCES `jurisdictions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `jurisdiction_follows` (
	`user_id` text NOT NULL,
	`jurisdiction_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `jurisdiction_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`jurisdiction_id`) REFERENCES `jurisdictions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `jurisdiction_follows_j_idx` ON `jurisdiction_follows` (`jurisdiction_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `jurisdictions` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`parent_id` text,
	`path` text NOT NULL,
	`region_id` text,
	`city_id` text,
	`page_count` integer DEFAULT 0 NOT NULL,
	`motion_count` integer DEFAULT 0 NOT NULL,
	`vote_count` integer DEFAULT 0 NOT NULL,
	`answered_count` integer DEFAULT 0 NOT NULL,
	`follower_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jurisdictions_slug_idx` ON `jurisdictions` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `jurisdictions_path_idx` ON `jurisdictions` (`path`);--> statement-breakpoint
CREATE INDEX `jurisdictions_parent_idx` ON `jurisdictions` (`parent_id`,"name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `jurisdictions_answered_idx` ON `jurisdictions` (`kind`,`answered_count`,`id`);--> statement-breakpoint
DROP INDEX `entities_slug_idx`;--> statement-breakpoint
ALTER TABLE `entities` ADD `jurisdiction_id` text DEFAULT '00000000-0000-7000-8000-000000000003' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `entities_jurisdiction_slug_idx` ON `entities` (`jurisdiction_id`,`slug`);--> statement-breakpoint
CREATE INDEX `entities_slug_created_idx` ON `entities` (`slug`,`created_at`);--> statement-breakpoint
CREATE INDEX `entities_jurisdiction_order_idx` ON `entities` (`jurisdiction_id`,`sort_rank`,"name" COLLATE NOCASE,`id`);--> statement-breakpoint
ALTER TABLE `admins` ADD `jurisdiction_id` text;--> statement-breakpoint
ALTER TABLE `editors` ADD `jurisdiction_id` text DEFAULT '00000000-0000-7000-8000-000000000003' NOT NULL;--> statement-breakpoint
ALTER TABLE `motions` ADD `region_id` text;--> statement-breakpoint
ALTER TABLE `motions` ADD `city_id` text;--> statement-breakpoint
ALTER TABLE `motions` ADD `trend_key` real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `motions_trend_idx` ON `motions` (`trend_key`,`id`);--> statement-breakpoint
CREATE INDEX `motions_region_trend_idx` ON `motions` (`region_id`,`trend_key`,`id`);--> statement-breakpoint
CREATE INDEX `motions_city_trend_idx` ON `motions` (`city_id`,`trend_key`,`id`);--> statement-breakpoint
CREATE INDEX `motions_city_ai_idx` ON `motions` (`city_id`,`ai_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_city_votes_idx` ON `motions` (`city_id`,`net_votes`,`up_count`,`id`);--> statement-breakpoint
CREATE INDEX `motions_city_latest_idx` ON `motions` (`city_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `motions_city_answered_idx` ON `motions` (`city_id`,`answered_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_region_ai_idx` ON `motions` (`region_id`,`ai_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_region_votes_idx` ON `motions` (`region_id`,`net_votes`,`up_count`,`id`);--> statement-breakpoint
CREATE INDEX `motions_region_latest_idx` ON `motions` (`region_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `motions_region_answered_idx` ON `motions` (`region_id`,`answered_rank`,`id`);--> statement-breakpoint
ALTER TABLE `users` ADD `home_jurisdiction_id` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `jurisdiction_id` text;