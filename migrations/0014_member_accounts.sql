-- Member accounts (worker/accounts/, README.md "Your account"). appeals.user_id becomes nullable, set null when
-- its author deletes the account and keeps the motion: SQLite cannot alter a column, so the table is rebuilt.
-- No table references appeals, so the rebuild needs no foreign-key pragma (D1 ignores foreign_keys=OFF).
CREATE TABLE `__new_appeals` (
	`motion_id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`text` text NOT NULL,
	`outcome` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`motion_id`) REFERENCES `motions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_appeals`("motion_id", "user_id", "text", "outcome", "decided_at", "created_at") SELECT "motion_id", "user_id", "text", "outcome", "decided_at", "created_at" FROM `appeals`;--> statement-breakpoint
DROP TABLE `appeals`;--> statement-breakpoint
ALTER TABLE `__new_appeals` RENAME TO `appeals`;--> statement-breakpoint
ALTER TABLE `email_tokens` ADD `new_email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `picture_key` text;