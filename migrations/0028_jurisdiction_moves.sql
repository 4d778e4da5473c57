CREATE TABLE `jurisdiction_moves` (
	`jurisdiction_id` text PRIMARY KEY NOT NULL,
	`from_database` text NOT NULL,
	`to_database` text NOT NULL,
	`state` text NOT NULL,
	`started_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`report` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`jurisdiction_id`) REFERENCES `jurisdictions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "jurisdiction_moves_state" CHECK("jurisdiction_moves"."state" in ('copying', 'verified', 'flipped', 'cleaned', 'failed'))
);
