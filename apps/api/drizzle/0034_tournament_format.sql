-- A tournament's format (decision 0170): 'live' (everyone gets question n at the same second) or 'window' (each
-- entrant plays the whole set once, in their own time, between starts_at and ends_at). Every tournament made so far
-- is live.
ALTER TABLE "matches" ADD COLUMN "tournament_format" text;--> statement-breakpoint
UPDATE "matches" SET "tournament_format" = 'live' WHERE "mode" = 'tournament';--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_format_check" CHECK (("matches"."mode" = 'tournament') = ("matches"."tournament_format" is not null) and ("matches"."tournament_format" is null or "matches"."tournament_format" in ('live', 'window')));
