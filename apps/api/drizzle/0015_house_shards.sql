DROP INDEX "ledger_accounts_system_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_unique" ON "ledger_accounts" USING btree ("kind","currency","provider","shard") WHERE "ledger_accounts"."kind" <> 'player_wallet';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_check" CHECK ("ledger_accounts"."shard" >= 0 and ("ledger_accounts"."kind" = 'house' or "ledger_accounts"."shard" = 0));