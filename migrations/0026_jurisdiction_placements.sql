CREATE TABLE `jurisdiction_placements` (
	`jurisdiction_id` text PRIMARY KEY NOT NULL,
	`database` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`jurisdiction_id`) REFERENCES `jurisdictions`(`id`) ON UPDATE no action ON DELETE cascade
);
