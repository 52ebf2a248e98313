-- The last moment a process was known to serve games (ADR 0088): every serving process moves it on each second, and
-- one that starts after it stood still gives the games the time nobody served back.
CREATE TABLE "game_service" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_service_one_row" CHECK ("game_service"."id" = 1)
);
