ALTER TABLE `motions` ADD `vote_window_start` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `motions` ADD `vote_window_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `motions` ADD `hot_since` integer;