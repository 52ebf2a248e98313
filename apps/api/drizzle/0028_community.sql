-- Community (ADR 0120): a display name and avatar colour on the account, friendships (one row each way) and friend
-- requests. The snapshots of 0024-0026 were never generated, so drizzle-kit also wrote their tables and columns
-- here; those statements are removed (0024 and 0026 create them), and 0028's snapshot is the whole schema (0027's hand-written changes included).
CREATE TABLE "friend_requests" (
	"requester_id" uuid NOT NULL,
	"addressee_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "friend_requests_pk" PRIMARY KEY("requester_id","addressee_id"),
	CONSTRAINT "friend_requests_not_self_check" CHECK ("friend_requests"."requester_id" <> "friend_requests"."addressee_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "friendships_pk" PRIMARY KEY("user_id","friend_id"),
	CONSTRAINT "friendships_not_self_check" CHECK ("friendships"."user_id" <> "friendships"."friend_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_color" text;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_addressee_id_users_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friend_requests_addressee_idx" ON "friend_requests" USING btree ("addressee_id","created_at");--> statement-breakpoint
CREATE INDEX "friendships_friend_idx" ON "friendships" USING btree ("friend_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_display_name_key_unique" ON "users" USING btree ("display_name_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_name_key_check" CHECK (("users"."display_name" is null) = ("users"."display_name_key" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_color_check" CHECK ("users"."avatar_color" in ('emerald', 'sky', 'violet', 'amber', 'rose', 'teal', 'orange', 'slate'));
