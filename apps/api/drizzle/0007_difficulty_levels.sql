DROP INDEX "clip_demands_filter_unique";--> statement-breakpoint
DROP INDEX "clips_playable_pool_idx";--> statement-breakpoint
DROP INDEX "clips_fresh_pool_idx";--> statement-breakpoint
ALTER TABLE "clip_demands" ADD COLUMN "difficulty" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "difficulty" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "difficulty" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "clip_demands_filter_unique" ON "clip_demands" USING btree ("league","from_year","to_year",coalesce("goal_type", ''),"difficulty");--> statement-breakpoint
CREATE INDEX "clips_playable_pool_idx" ON "clips" USING btree ("league","difficulty","season_year","goal_type") WHERE "clips"."enabled" and "clips"."media_status" = 'ready';--> statement-breakpoint
CREATE INDEX "clips_fresh_pool_idx" ON "clips" USING btree ("league","difficulty","season_year","goal_type","outcome") WHERE "clips"."enabled" and "clips"."media_status" = 'ready' and "clips"."reserved_count" < "clips"."max_exposures";--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_difficulty_check" CHECK ("clips"."difficulty" in ('easy', 'normal', 'hard'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_difficulty_check" CHECK ("games"."difficulty" in ('easy', 'normal', 'hard'));--> statement-breakpoint
-- Clips made before levels existed. Imported footage serves the one level its xG fits best
-- (difficultyOfImportedClip): toss-ups hard, foregone conclusions easy, the rest (and clips without xG) normal.
-- A generated clip stays normal, whose pool is the simulator's own restricted to a confidence below 0.8: the
-- same distribution as the clips now made for normal, so the calibrated odds still hold. An unused generated
-- clip above that is disabled; the buffer makes new clips for every level. The numbers are those of
-- difficulty-levels.ts when this migration was written.
UPDATE "clips" SET
  "difficulty" = CASE WHEN "clips"."source" = 'demo' THEN 'normal' WHEN "levels"."confidence" < 0.3 THEN 'hard' WHEN "levels"."confidence" >= 0.8 THEN 'easy' ELSE 'normal' END,
  "enabled" = "clips"."enabled" AND NOT ("clips"."source" = 'demo' AND "levels"."confidence" >= 0.8 AND "clips"."reserved_count" = 0)
FROM (
  SELECT "id", abs(2 * ("xg" / "base") / ("xg" / "base" + (1 - "xg") / (1 - "base")) - 1) AS "confidence"
  FROM (SELECT "id", "xg", CASE "goal_type" WHEN 'Shot' THEN 0.106 ELSE 0.072 END AS "base" FROM "clips" WHERE "xg" IS NOT NULL) AS "rated"
) AS "levels"
WHERE "levels"."id" = "clips"."id";
