-- Analyses stored before migration 0018 quote earlier motions without the markers that let a read withhold
-- the words of a motion hidden since (worker/shared/quoted-motions.ts; README.md, decision 35). The rubric's
-- quotes have fixed wording: those analyses go back to "pending", and the cron sweep scores them again (an old
-- pending motion is scored with the rubric at once), this time with marked quotes.
UPDATE `motions` SET `ai_status` = 'pending'
WHERE `ai_status` = 'scored' AND `ai_quoted_ids` IS NULL AND (
  `ai_explanation` LIKE '%repeats the earlier motion "%'
  OR `ai_explanation` LIKE '%overlaps with an earlier motion on this page: "%'
  OR `ai_explanation` LIKE '%nearly repeats an earlier motion on this page ("%'
);
