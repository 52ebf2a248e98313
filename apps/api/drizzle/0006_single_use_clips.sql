CREATE TABLE "clip_buffer_lease" (
	"id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clip_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league" text NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"goal_type" text,
	"needed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clips" DROP CONSTRAINT "clips_media_status_check";--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "max_exposures" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "reserved_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "shown_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "last_shown_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "clip_demands_filter_unique" ON "clip_demands" USING btree ("league","from_year","to_year",coalesce("goal_type", ''));--> statement-breakpoint
CREATE INDEX "clips_fresh_pool_idx" ON "clips" USING btree ("league","season_year","goal_type","outcome") WHERE "clips"."enabled" and "clips"."media_status" = 'ready' and "clips"."reserved_count" < "clips"."max_exposures";--> statement-breakpoint
CREATE INDEX "clips_retired_media_idx" ON "clips" USING btree ("last_shown_at") WHERE "clips"."media_status" = 'ready' and "clips"."shown_count" >= "clips"."max_exposures";--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_max_exposures_check" CHECK ("clips"."max_exposures" >= 1);--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_exposure_counts_check" CHECK ("clips"."reserved_count" >= 0 and "clips"."reserved_count" <= "clips"."max_exposures" and "clips"."shown_count" >= 0 and "clips"."shown_count" <= "clips"."reserved_count");--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_media_status_check" CHECK ("clips"."media_status" in ('pending', 'ready', 'failed', 'purged'));--> statement-breakpoint
-- The demo clips made so far came from a seed written in the source: anyone could rebuild them and their
-- outcomes. They leave staked play for good; the secret-keyed buffer replaces them.
UPDATE "clips" SET "enabled" = false WHERE "source" = 'demo';--> statement-breakpoint
-- A clip an earlier game already showed is retired.
UPDATE "clips" SET "reserved_count" = "max_exposures", "shown_count" = "max_exposures", "last_shown_at" = "shown"."last"
FROM (SELECT "clip_id", max("sent_at") AS "last" FROM "game_questions" WHERE "sent_at" IS NOT NULL GROUP BY "clip_id") AS "shown"
WHERE "shown"."clip_id" = "clips"."id";
