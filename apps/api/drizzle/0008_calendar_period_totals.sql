CREATE TABLE "player_period_totals" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"games" integer NOT NULL,
	"games_won" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"accuracy" integer NOT NULL,
	"last_game_ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_period_totals_pk" PRIMARY KEY("period","period_start","user_id"),
	CONSTRAINT "player_period_totals_period_check" CHECK ("player_period_totals"."period" in ('week', 'month'))
);
--> statement-breakpoint
-- The leaderboard's week and month become calendar periods (UTC; weeks from Monday) kept at settlement,
-- instead of rolling 7 and 30 days re-summed from daily rows on every read. Backfilled from those rows.
INSERT INTO "player_period_totals" ("period", "period_start", "user_id", "games", "games_won", "answered", "correct", "accuracy", "last_game_ended_at")
SELECT "period", "period_start", "user_id", sum("games"), sum("games_won"), sum("answered"), sum("correct"),
       CASE WHEN sum("answered") = 0 THEN 0 ELSE round(sum("correct") * 100.0 / sum("answered"))::int END,
       max("last_game_ended_at")
FROM (
  SELECT 'week' AS "period", date_trunc('week', "day")::date AS "period_start", * FROM "player_daily_totals"
  UNION ALL
  SELECT 'month', date_trunc('month', "day")::date, * FROM "player_daily_totals"
) AS "days"
GROUP BY "period", "period_start", "user_id";--> statement-breakpoint
DROP TABLE "player_daily_totals" CASCADE;--> statement-breakpoint
ALTER TABLE "player_period_totals" ADD CONSTRAINT "player_period_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_period_totals_ranking_idx" ON "player_period_totals" USING btree ("period","period_start","correct" DESC NULLS LAST,"accuracy" DESC NULLS LAST,"last_game_ended_at","user_id") WHERE "player_period_totals"."answered" >= 10;