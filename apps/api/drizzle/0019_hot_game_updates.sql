-- A live game's updates become HOT (performance note 0039): no index holds a column its events change, and each
-- page keeps half its room for the row's next versions, so an event writes the new version beside the old one
-- with no index entries and PostgreSQL prunes the old versions as it reads the page. With next_wake_at indexed,
-- every event added an entry to every index of games, and until a vacuum the poll of due games walked all the
-- past ones (85 ms a poll after 12,000 games; the poll now reads the live games through games_live_idx).
DROP INDEX "games_next_wake_at_idx";--> statement-breakpoint
ALTER TABLE "games" SET (fillfactor = 50);
