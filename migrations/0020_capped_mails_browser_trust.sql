CREATE TABLE `browser_trust_links` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`staff_kind` text NOT NULL,
	`staff_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `browser_trust_links_hash_idx` ON `browser_trust_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `browser_trust_links_staff_idx` ON `browser_trust_links` (`staff_kind`,`staff_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `capped_mails` (
	`id` text PRIMARY KEY NOT NULL,
	`target` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `capped_mails_target_idx` ON `capped_mails` (`target`,`sent_at`);--> statement-breakpoint
CREATE INDEX `capped_mails_sent_idx` ON `capped_mails` (`sent_at`);