CREATE TABLE "safer_play_limits" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_effective_at" timestamp with time zone,
	"pending_amount" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "safer_play_limits_pk" PRIMARY KEY("user_id","currency","kind","period"),
	CONSTRAINT "safer_play_limits_kind_check" CHECK ("safer_play_limits"."kind" in ('deposit', 'loss')),
	CONSTRAINT "safer_play_limits_period_check" CHECK ("safer_play_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "safer_play_limits_currency_check" CHECK ("safer_play_limits"."currency" in ('USD', 'EUR', 'GBP', 'NGN', 'USDT', 'USDC')),
	CONSTRAINT "safer_play_limits_amount_positive" CHECK ("safer_play_limits"."amount" is null or "safer_play_limits"."amount" > 0),
	CONSTRAINT "safer_play_limits_pending_positive" CHECK ("safer_play_limits"."pending_amount" is null or "safer_play_limits"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "safer_play_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"time_out_until" timestamp with time zone,
	"self_exclusion_until" timestamp with time zone,
	"session_started_at" timestamp with time zone,
	"session_last_game_at" timestamp with time zone,
	"reality_check_answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "safer_play_limits" ADD CONSTRAINT "safer_play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safer_play_settings" ADD CONSTRAINT "safer_play_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;