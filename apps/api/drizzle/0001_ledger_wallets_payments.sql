CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_id_currency_unique" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_wallet', 'payment_clearing', 'game_escrow', 'house')),
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" in ('USD', 'EUR', 'GBP', 'NGN', 'USDT', 'USDC')),
	CONSTRAINT "ledger_accounts_held_non_negative" CHECK ("ledger_accounts"."held" >= 0),
	CONSTRAINT "ledger_accounts_player_balance_covers_held" CHECK ("ledger_accounts"."kind" <> 'player_wallet' or ("ledger_accounts"."balance" >= 0 and "ledger_accounts"."held" <= "ledger_accounts"."balance")),
	CONSTRAINT "ledger_accounts_system_holds_nothing" CHECK ("ledger_accounts"."kind" = 'player_wallet' or "ledger_accounts"."held" = 0),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" = 'player_wallet') = ("ledger_accounts"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_status_check" CHECK ("ledger_holds"."status" in ('active', 'captured', 'released')),
	CONSTRAINT "ledger_holds_captured_has_transfer" CHECK (("ledger_holds"."status" = 'captured') = ("ledger_holds"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_non_zero" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_id_currency_unique" UNIQUE("id","currency")
);
--> statement-breakpoint
CREATE TABLE "money_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee_amount" bigint,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text,
	"provider" text,
	"provider_checkout_id" text,
	"payment_link" text,
	"expires_at" timestamp with time zone,
	"hold_id" uuid,
	"transfer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_transactions_amount_positive" CHECK ("money_transactions"."amount" > 0),
	CONSTRAINT "money_transactions_fee_non_negative" CHECK ("money_transactions"."fee_amount" is null or "money_transactions"."fee_amount" >= 0),
	CONSTRAINT "money_transactions_currency_check" CHECK ("money_transactions"."currency" in ('USD', 'EUR', 'GBP', 'NGN', 'USDT', 'USDC')),
	CONSTRAINT "money_transactions_type_check" CHECK ("money_transactions"."type" in ('funding', 'gameStake', 'winnings', 'refund', 'withdrawal', 'transfer')),
	CONSTRAINT "money_transactions_status_check" CHECK ("money_transactions"."status" in ('initiated', 'pending', 'processing', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "money_transactions_completed_has_transfer" CHECK ("money_transactions"."type" not in ('funding', 'winnings') or ("money_transactions"."status" = 'completed') = ("money_transactions"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"display_reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_delivery_error" text,
	CONSTRAINT "sandbox_checkouts_status_check" CHECK ("sandbox_checkouts"."status" in ('open', 'paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"is_default" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transfer_fk" FOREIGN KEY ("transfer_id","currency") REFERENCES "public"."ledger_transfers"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_id_ledger_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_unique" ON "ledger_accounts" USING btree ("kind","currency","provider") WHERE "ledger_accounts"."kind" <> 'player_wallet';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_idempotency_key_unique" ON "ledger_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_holds_account_id_idx" ON "ledger_holds" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_transfer_account_unique" ON "ledger_postings" USING btree ("transfer_id","account_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_id_idx" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key_unique" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "money_transactions_reference_unique" ON "money_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "money_transactions_user_key_unique" ON "money_transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "money_transactions_provider_checkout_unique" ON "money_transactions" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "money_transactions_user_created_idx" ON "money_transactions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "money_transactions_initiated_expiry_idx" ON "money_transactions" USING btree ("expires_at") WHERE "money_transactions"."status" = 'initiated';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_checkouts_merchant_reference_unique" ON "sandbox_checkouts" USING btree ("merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_currency_unique" ON "wallets" USING btree ("user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_one_default_per_user" ON "wallets" USING btree ("user_id") WHERE "wallets"."is_default";