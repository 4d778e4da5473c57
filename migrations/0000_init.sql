CREATE TABLE `admins` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_idx` ON `admins` (`email`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `dev_mail` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`links` text NOT NULL,
	`sent_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dev_mail_sent_idx` ON `dev_mail` (`sent_at`);--> statement-breakpoint
CREATE TABLE `editors` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `editors_username_idx` ON `editors` ("username" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_tokens_hash_idx` ON `email_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_tokens_user_idx` ON `email_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `entities` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`image_key` text NOT NULL,
	`social_links` text DEFAULT '[]' NOT NULL,
	`additional_links` text DEFAULT '[]' NOT NULL,
	`sort_rank` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entities_slug_idx` ON `entities` (`slug`);--> statement-breakpoint
CREATE INDEX `entities_home_order_idx` ON `entities` (`sort_rank`,"name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `entities_name_order_idx` ON `entities` ("name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE TABLE `follows` (
	`user_id` text NOT NULL,
	`entity_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `entity_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `follows_entity_idx` ON `follows` (`entity_id`);--> statement-breakpoint
CREATE TABLE `motions` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_id` text NOT NULL,
	`author_id` text,
	`text` text NOT NULL,
	`ai_status` text DEFAULT 'pending' NOT NULL,
	`ai_score` real,
	`ai_explanation` text,
	`ai_criteria` text,
	`ai_model` text,
	`scored_at` integer,
	`up_count` integer DEFAULT 0 NOT NULL,
	`down_count` integer DEFAULT 0 NOT NULL,
	`net_votes` integer GENERATED ALWAYS AS (up_count - down_count) VIRTUAL,
	`ai_rank` real GENERATED ALWAYS AS (coalesce(ai_score, -1)) VIRTUAL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `motions_ai_idx` ON `motions` (`ai_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_votes_idx` ON `motions` (`net_votes`,`up_count`,`id`);--> statement-breakpoint
CREATE INDEX `motions_latest_idx` ON `motions` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_ai_idx` ON `motions` (`entity_id`,`ai_rank`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_votes_idx` ON `motions` (`entity_id`,`net_votes`,`up_count`,`id`);--> statement-breakpoint
CREATE INDEX `motions_entity_latest_idx` ON `motions` (`entity_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `motions_author_idx` ON `motions` (`author_id`);--> statement-breakpoint
CREATE INDEX `motions_pending_idx` ON `motions` (`ai_status`);--> statement-breakpoint
CREATE TABLE `oauth_states` (
	`state` text PRIMARY KEY NOT NULL,
	`code_verifier` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oauth_states_expiry_idx` ON `oauth_states` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`google_id` text,
	`picture_url` text,
	`token_version` integer DEFAULT 0 NOT NULL,
	`verification_sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_id_idx` ON `users` (`google_id`);--> statement-breakpoint
CREATE TABLE `votes` (
	`motion_id` text NOT NULL,
	`user_id` text NOT NULL,
	`direction` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`motion_id`, `user_id`),
	FOREIGN KEY (`motion_id`) REFERENCES `motions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `votes_user_idx` ON `votes` (`user_id`);