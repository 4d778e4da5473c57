-- When the catalogue's refresh first reached the end of a database (README.md, "National catalogues"): national
-- lists read the catalogue only once every database's backfill is done, and the directory's own motions before,
-- so a release that reads the catalogue never shows a half-copied nation. Rows already here are marked by the
-- next minute's run, which reaches their end at once when their backfill is done.
ALTER TABLE `catalogue_watermarks` ADD `caught_up_at` integer;
