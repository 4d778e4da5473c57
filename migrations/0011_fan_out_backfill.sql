-- Updates posted before fan-outs were marked (0010) were fanned out, or predate notifications: mark them so
-- the cron sweep (worker/cron/sweep.ts) never restarts them.
UPDATE `motion_updates` SET `fanned_out_at` = `created_at` WHERE `fanned_out_at` IS NULL;
