-- Withdrawals go back to the payments that funded them first (decision 0102): a funding keeps the provider's id of
-- its payment when the provider can refund it, and a withdrawal that is a refund names the funding it refunds.
ALTER TABLE "money_transactions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "money_transactions" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "money_transactions" ADD CONSTRAINT "money_transactions_refund_of_fk" FOREIGN KEY ("refund_of") REFERENCES "money_transactions"("id");--> statement-breakpoint
CREATE INDEX "money_transactions_refund_of_idx" ON "money_transactions" USING btree ("refund_of") WHERE "money_transactions"."refund_of" is not null;--> statement-breakpoint
-- Card fundings credited before this migration were sandbox or Stripe checkouts: the sandbox's are refundable by
-- their checkout id; Stripe's need the payment intent, which only their webhook carried, so they stay unrefundable.
UPDATE "money_transactions" SET "provider_payment_id" = "provider_checkout_id"
 WHERE "type" = 'funding' AND "status" = 'completed' AND "provider" = 'sandbox';--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "method" text;--> statement-breakpoint
UPDATE "sandbox_checkouts" SET "method" = 'card' WHERE "status" = 'paid';--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"checkout_id" text NOT NULL REFERENCES "sandbox_checkouts"("id"),
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_delivery_error" text,
	CONSTRAINT "sandbox_refunds_status_check" CHECK ("sandbox_refunds"."status" in ('succeeded', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_merchant_reference_unique" ON "sandbox_refunds" USING btree ("merchant_reference");--> statement-breakpoint
ALTER TABLE "sandbox_webhook_outbox" DROP CONSTRAINT "sandbox_webhook_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "sandbox_webhook_outbox" ADD CONSTRAINT "sandbox_webhook_outbox_kind_check" CHECK ("sandbox_webhook_outbox"."kind" in ('checkout', 'payout', 'refund'));
--> statement-breakpoint
-- A wallet creation may carry an Idempotency-Key (decision 0093): a repeat whose answer was lost gets the same wallet.
ALTER TABLE "wallets" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "request_fingerprint" text;
