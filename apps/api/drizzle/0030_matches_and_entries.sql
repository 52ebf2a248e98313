-- Matches and entries (decision 0103): a match is what is played (mode, clip set, schedule, money rules), its entries
-- are games rows. Every existing game becomes a solo match with its own id. A contest's pool is a ledger account
-- per match (kind contest_pool); entry fees and prizes are their own transaction types.
CREATE TABLE "match_questions" (
	"match_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"clip_id" uuid NOT NULL,
	CONSTRAINT "match_questions_pk" PRIMARY KEY("match_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode" text NOT NULL,
	"status" text,
	"name" text,
	"created_by" uuid,
	"currency" text,
	"entry_fee" bigint,
	"number_of_questions" integer NOT NULL,
	"difficulty" text NOT NULL,
	"league" text,
	"premium_only" boolean DEFAULT false NOT NULL,
	"min_entrants" integer,
	"max_entrants" integer,
	"rake_basis_points" integer,
	"prize_shares" jsonb,
	"starts_at" timestamp with time zone,
	"question_interval_ms" integer,
	"expires_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"link_token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "matches_mode_check" CHECK ("matches"."mode" in ('solo', 'tournament', 'challenge')),
	CONSTRAINT "matches_status_check" CHECK (("matches"."mode" = 'solo' and "matches"."status" is null) or ("matches"."mode" = 'tournament' and "matches"."status" in ('scheduled', 'live', 'closed', 'cancelled')) or ("matches"."mode" = 'challenge' and "matches"."status" in ('open', 'accepted', 'closed', 'expired'))),
	CONSTRAINT "matches_contest_money_check" CHECK ("matches"."mode" = 'solo' or ("matches"."currency" is not null and "matches"."entry_fee" > 0 and "matches"."rake_basis_points" between 0 and 10000)),
	CONSTRAINT "matches_difficulty_check" CHECK ("matches"."difficulty" in ('easy', 'normal', 'hard'))
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_odds_floor";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "money_transactions" DROP CONSTRAINT "money_transactions_type_check";--> statement-breakpoint
ALTER TABLE "money_transactions" DROP CONSTRAINT "money_transactions_completed_has_transfer";--> statement-breakpoint
DROP INDEX "ledger_accounts_system_unique";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "match_id" uuid;--> statement-breakpoint
-- Every game played so far is a solo match of one entry, with the game's own id: history keeps every id.
INSERT INTO "matches" ("id", "mode", "status", "number_of_questions", "difficulty", "league", "created_at", "updated_at")
  SELECT "id", 'solo', NULL, "number_of_questions", "difficulty", "league", "created_at", "updated_at" FROM "games";--> statement-breakpoint
UPDATE "games" SET "match_id" = "id";--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "match_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "mode" text DEFAULT 'solo' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "match_id" uuid;--> statement-breakpoint
ALTER TABLE "match_questions" ADD CONSTRAINT "match_questions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_questions" ADD CONSTRAINT "match_questions_clip_id_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."clips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_questions_clip_unique" ON "match_questions" USING btree ("clip_id");--> statement-breakpoint
CREATE INDEX "matches_contests_idx" ON "matches" USING btree ("mode","status","starts_at") WHERE "matches"."mode" <> 'solo';--> statement-breakpoint
CREATE UNIQUE INDEX "matches_link_token_unique" ON "matches" USING btree ("link_token_hash") WHERE "matches"."link_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_contest_entry_unique" ON "games" USING btree ("match_id","user_id") WHERE "games"."mode" <> 'solo';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_pool_unique" ON "ledger_accounts" USING btree ("match_id") WHERE "ledger_accounts"."kind" = 'contest_pool';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_unique" ON "ledger_accounts" USING btree ("kind","currency","provider","shard") WHERE "ledger_accounts"."kind" not in ('player_wallet', 'contest_pool');--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_mode_check" CHECK ("games"."mode" in ('solo', 'tournament', 'challenge'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_odds_floor" CHECK (("games"."mode" = 'solo' and "games"."odds_hundredths" >= 101) or ("games"."mode" <> 'solo' and "games"."odds_hundredths" = 100));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_pool_has_match" CHECK (("ledger_accounts"."kind" = 'contest_pool') = ("ledger_accounts"."match_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_wallet', 'payment_clearing', 'game_escrow', 'house', 'house_fx', 'payout_clearing', 'contest_pool'));--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_type_check" CHECK ("money_transactions"."type" in ('funding', 'gameStake', 'winnings', 'refund', 'withdrawal', 'transfer', 'subscription', 'entryFee', 'prize'));--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_completed_has_transfer" CHECK ("money_transactions"."type" not in ('funding', 'winnings', 'subscription', 'prize') or ("money_transactions"."status" = 'completed') = ("money_transactions"."transfer_id" is not null));