CREATE TABLE "player_daily_totals" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"games" integer NOT NULL,
	"games_won" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"last_game_ended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_daily_totals_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "player_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"games" integer NOT NULL,
	"games_won" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"accuracy" integer NOT NULL,
	"last_game_ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_daily_totals" ADD CONSTRAINT "player_daily_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_totals" ADD CONSTRAINT "player_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_daily_totals_day_idx" ON "player_daily_totals" USING btree ("day","user_id","games","games_won","answered","correct","last_game_ended_at");--> statement-breakpoint
CREATE INDEX "player_totals_ranking_idx" ON "player_totals" USING btree ("correct" DESC NULLS LAST,"accuracy" DESC NULLS LAST,"last_game_ended_at","user_id") WHERE "player_totals"."answered" >= 10;--> statement-breakpoint
CREATE INDEX "games_user_ended_idx" ON "games" USING btree ("user_id","ended_at" DESC NULLS LAST) WHERE "games"."status" = 'ended';--> statement-breakpoint
-- Added by hand after generation (data only, no schema change): the rollups of the games settled before this
-- migration, as src/domain/stats/record-settled-game.ts would have written them.
INSERT INTO "player_daily_totals" ("user_id", "day", "games", "games_won", "answered", "correct", "last_game_ended_at")
SELECT g."user_id", (g."ended_at" AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE g."score" >= g."pass_mark"),
       sum(q."answered"), sum(g."score"), max(g."ended_at")
  FROM "games" g
  JOIN LATERAL (SELECT count(*) FILTER (WHERE "answer" IS NOT NULL) AS "answered" FROM "game_questions" WHERE "game_id" = g."id") q ON true
 WHERE g."status" = 'ended'
 GROUP BY g."user_id", (g."ended_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
INSERT INTO "player_totals" ("user_id", "games", "games_won", "answered", "correct", "accuracy", "last_game_ended_at")
SELECT "user_id", sum("games"), sum("games_won"), sum("answered"), sum("correct"),
       CASE WHEN sum("answered") = 0 THEN 0 ELSE round(sum("correct") * 100.0 / sum("answered"))::int END, max("last_game_ended_at")
  FROM "player_daily_totals"
 GROUP BY "user_id";
