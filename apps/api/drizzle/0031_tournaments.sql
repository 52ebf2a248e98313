-- Tournaments (decision 0150): the share of entrants a tournament pays, where each contest entry was made from
-- (two entrants of one contest from one address are flagged to the risk monitor), and that flag's kind.
CREATE TABLE "match_entry_origins" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_flags" DROP CONSTRAINT "risk_flags_kind_check";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "paid_percent" integer;--> statement-breakpoint
ALTER TABLE "match_entry_origins" ADD CONSTRAINT "match_entry_origins_entry_id_games_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_entry_origins" ADD CONSTRAINT "match_entry_origins_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_entry_origins_address_idx" ON "match_entry_origins" USING btree ("match_id","ip_address");--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_kind_check" CHECK ("risk_flags"."kind" in ('improbable_record', 'shared_address', 'shared_contest_address'));