-- A live game's clip and question updates become HOT, as its game row's did (0019): written beside the
-- old version in its page, with no new index entries. A question sent marks its clip shown (shown_count,
-- last_shown_at), which the purge's index held: every such update added an entry to each of the clip's five
-- indexes. The purge now finds its candidates through the clips held as often as they may be shown, oldest first
-- (a clip is shown after it is created, so one shown before the cutoff was created before it). Both tables keep
-- room in each page for a row's next versions: clips are reserved, then shown; a question is sent, then answered.
DROP INDEX "clips_retired_media_idx";--> statement-breakpoint
CREATE INDEX "clips_held_media_idx" ON "clips" USING btree ("created_at") WHERE "clips"."media_status" = 'ready' and "clips"."reserved_count" >= "clips"."max_exposures";--> statement-breakpoint
ALTER TABLE "clips" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "game_questions" SET (fillfactor = 70);
