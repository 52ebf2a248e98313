ALTER TABLE "risk_flags" DROP CONSTRAINT "risk_flags_kind_check";--> statement-breakpoint
ALTER TABLE "match_entry_origins" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE INDEX "match_entry_origins_device_idx" ON "match_entry_origins" USING btree ("match_id","device_id");--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_kind_check" CHECK ("risk_flags"."kind" in ('improbable_record', 'shared_address', 'shared_contest_address', 'shared_contest_device'));