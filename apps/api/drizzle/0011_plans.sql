CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"status" text NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"period_number" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'ended')),
	CONSTRAINT "subscriptions_price_positive" CHECK ("subscriptions"."price" > 0),
	CONSTRAINT "subscriptions_currency_check" CHECK ("subscriptions"."currency" in ('USD', 'EUR', 'GBP', 'NGN', 'USDT', 'USDC')),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start"),
	CONSTRAINT "subscriptions_ended_has_reason" CHECK (("subscriptions"."status" = 'ended') = ("subscriptions"."end_reason" is not null and "subscriptions"."ended_at" is not null)),
	CONSTRAINT "subscriptions_end_reason_check" CHECK ("subscriptions"."end_reason" is null or "subscriptions"."end_reason" in ('cancelled', 'paymentFailed'))
);
--> statement-breakpoint
ALTER TABLE "money_transactions" DROP CONSTRAINT "money_transactions_type_check";--> statement-breakpoint
ALTER TABLE "money_transactions" DROP CONSTRAINT "money_transactions_completed_has_transfer";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_active_period_end_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_type_check" CHECK ("money_transactions"."type" in ('funding', 'gameStake', 'winnings', 'refund', 'withdrawal', 'transfer', 'subscription'));--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_completed_has_transfer" CHECK ("money_transactions"."type" not in ('funding', 'winnings', 'subscription') or ("money_transactions"."status" = 'completed') = ("money_transactions"."transfer_id" is not null));