-- A game creation may carry an Idempotency-Key: the same key (per player) answers the same game, so a creation
-- whose answer was lost can be sent again without a second stake held (decision 0093).
ALTER TABLE "games" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "games_user_idempotency_key_unique" ON "games" USING btree ("user_id","idempotency_key") WHERE "games"."idempotency_key" is not null;
