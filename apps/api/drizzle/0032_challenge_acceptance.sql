-- A challenge's friend (decision 0160): who accepted its link and when. Their entry (a games row) is made only when
-- they start playing, so the acceptance is the match's own fact.
ALTER TABLE "matches" ADD COLUMN "accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
