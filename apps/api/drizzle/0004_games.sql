CREATE TABLE "game_questions" (
	"game_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"clip_id" uuid NOT NULL,
	"answer" text,
	"is_correct" boolean,
	"sent_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "game_questions_pk" PRIMARY KEY("game_id","question_index"),
	CONSTRAINT "game_questions_answer_check" CHECK ("game_questions"."answer" is null or "game_questions"."answer" in ('goal', 'miss'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"number_of_questions" integer NOT NULL,
	"league" text NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"goal_type" text,
	"pass_mark" integer NOT NULL,
	"status" text NOT NULL,
	"state" jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"end_reason" text,
	"next_wake_at" timestamp with time zone,
	"last_event_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('created', 'active', 'ended', 'voided')),
	CONSTRAINT "games_stake_positive" CHECK ("games"."stake" > 0),
	CONSTRAINT "games_odds_floor" CHECK ("games"."odds_hundredths" >= 101),
	CONSTRAINT "games_end_reason_check" CHECK ("games"."end_reason" is null or "games"."end_reason" in ('completed', 'timeout', 'disconnected')),
	CONSTRAINT "games_ended_has_reason" CHECK (("games"."status" = 'ended') = ("games"."end_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "odds_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"reference_accuracy" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_questions" ADD CONSTRAINT "game_questions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_questions" ADD CONSTRAINT "game_questions_clip_id_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."clips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_quotes" ADD CONSTRAINT "odds_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_questions_clip_id_idx" ON "game_questions" USING btree ("clip_id");--> statement-breakpoint
CREATE INDEX "games_next_wake_at_idx" ON "games" USING btree ("next_wake_at") WHERE "games"."next_wake_at" is not null;--> statement-breakpoint
CREATE INDEX "games_user_created_idx" ON "games" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "odds_quotes_user_fingerprint_idx" ON "odds_quotes" USING btree ("user_id","fingerprint","expires_at");