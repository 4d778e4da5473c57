-- A jurisdiction's totals (migration 0022's counts of motions, votes and answered motions below it) over every
-- database (README.md, "Databases", totals): each database's triggers count the rows it holds, on its own copy
-- of the jurisdiction's row; every minute the directory adds to its row what each other database's copy
-- counted since, and keeps here what it has added so far. Only the directory's rows are read.
CREATE TABLE `jurisdiction_shard_totals` (
  `jurisdiction_id` text NOT NULL,
  `database` text NOT NULL,
  `motion_count` integer NOT NULL DEFAULT 0,
  `vote_count` integer NOT NULL DEFAULT 0,
  `answered_count` integer NOT NULL DEFAULT 0,
  PRIMARY KEY (`jurisdiction_id`, `database`)
) WITHOUT ROWID;
