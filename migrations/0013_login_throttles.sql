CREATE TABLE `login_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`locked_until` integer NOT NULL,
	`last_attempt_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_throttles_last_attempt_idx` ON `login_throttles` (`last_attempt_at`);