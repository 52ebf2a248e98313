CREATE TABLE "fx_rate_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"per_usd" jsonb NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"display_reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"destination" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_delivery_error" text,
	CONSTRAINT "sandbox_payouts_status_check" CHECK ("sandbox_payouts"."status" in ('open', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "transfer_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_wallet_id" uuid NOT NULL,
	"to_wallet_id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"receive" bigint NOT NULL,
	"rate" text NOT NULL,
	"rates_as_of" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"transaction_id" uuid,
	CONSTRAINT "transfer_quotes_amounts_positive" CHECK ("transfer_quotes"."amount" > 0 and "transfer_quotes"."receive" > 0 and "transfer_quotes"."fee" >= 0),
	CONSTRAINT "transfer_quotes_other_wallet" CHECK ("transfer_quotes"."from_wallet_id" <> "transfer_quotes"."to_wallet_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "money_transactions" ADD COLUMN "payout_destination" jsonb;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_quotes" ADD CONSTRAINT "transfer_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotes" ADD CONSTRAINT "transfer_quotes_from_wallet_id_wallets_id_fk" FOREIGN KEY ("from_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotes" ADD CONSTRAINT "transfer_quotes_to_wallet_id_wallets_id_fk" FOREIGN KEY ("to_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payouts_merchant_reference_unique" ON "sandbox_payouts" USING btree ("merchant_reference");--> statement-breakpoint
CREATE INDEX "sandbox_payouts_open_idx" ON "sandbox_payouts" USING btree ("created_at") WHERE "sandbox_payouts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "transfer_quotes_user_id_idx" ON "transfer_quotes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_wallet', 'payment_clearing', 'game_escrow', 'house', 'house_fx', 'payout_clearing'));