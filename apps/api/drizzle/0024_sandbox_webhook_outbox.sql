CREATE TABLE "sandbox_webhook_outbox" (
	"event_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"raw_body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "sandbox_webhook_outbox_kind_check" CHECK ("sandbox_webhook_outbox"."kind" in ('checkout', 'payout'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_webhook_outbox_due_idx" ON "sandbox_webhook_outbox" USING btree ("kind","next_attempt_at") WHERE "sandbox_webhook_outbox"."delivered_at" is null;
