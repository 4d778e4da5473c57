CREATE TABLE `site_counters` (
	`id` integer PRIMARY KEY NOT NULL,
	`pages` integer DEFAULT 0 NOT NULL,
	`motions` integer DEFAULT 0 NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_counters_single_row" CHECK("site_counters"."id" = 1)
);
