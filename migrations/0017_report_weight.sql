ALTER TABLE `motions` ADD `cleared_at` integer;--> statement-breakpoint
ALTER TABLE `reports` ADD `counted` integer DEFAULT false NOT NULL;