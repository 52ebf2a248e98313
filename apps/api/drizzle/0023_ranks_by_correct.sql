CREATE TABLE "player_period_totals_by_correct" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"correct" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "player_period_totals_by_correct_pk" PRIMARY KEY("period","period_start","correct")
);
--> statement-breakpoint
CREATE TABLE "player_totals_by_correct" (
	"correct" integer PRIMARY KEY NOT NULL,
	"players" integer NOT NULL
);
--> statement-breakpoint
-- A rank without counting every player ahead (performance note 0050): for each rollup, how many ranked players
-- have each count of correct predictions. A rank is then the players at a higher count, summed from a few dozen
-- rows, plus those tied on the caller's count and ahead of them on the ranking index (src/domain/stats/
-- rank-order.ts). Row triggers on the rollups keep the counts, so every writer of a rollup row keeps them:
-- settlement (settle_game), a backfill, a deleted user's cascade.
--
-- Ranked means answered >= 10: the ranking indexes' predicate, LEADERBOARD_MIN_ANSWERED (@gom/contract/stats).
--
-- Locks: the triggers are deferred to the commit, so a count row is held only while its transaction commits
-- (held from the rollup's write, settlements of players at the same count queued behind each other's whole game
-- write: games.mjs's p99 at 750 calls/s went from 23–30 to 45–77 ms). They fire in the order of the rows'
-- changes, and settle_game changes the player's player_totals row, then their week and month rows, so every
-- settlement takes count rows in one order (all time, then week, then month), and within a rollup the lower count
-- first (the ORDER BY below; a count only grows at settlement). Two settlements never wait on each other's count
-- rows in opposite orders.
CREATE FUNCTION player_totals_by_correct_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null on INSERT and NEW on DELETE, so each side counts only where it exists and was or is ranked.
  INSERT INTO player_totals_by_correct AS c (correct, players)
  SELECT correct, sum(delta)::int
    FROM (SELECT OLD.correct, -1 WHERE OLD.answered >= 10
          UNION ALL
          SELECT NEW.correct, 1 WHERE NEW.answered >= 10) AS moved (correct, delta)
   GROUP BY correct HAVING sum(delta) <> 0 ORDER BY correct
  ON CONFLICT (correct) DO UPDATE SET players = c.players + excluded.players;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION player_period_totals_by_correct_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_period_totals_by_correct AS c (period, period_start, correct, players)
  SELECT period, period_start, correct, sum(delta)::int
    FROM (SELECT OLD.period, OLD.period_start, OLD.correct, -1 WHERE OLD.answered >= 10
          UNION ALL
          SELECT NEW.period, NEW.period_start, NEW.correct, 1 WHERE NEW.answered >= 10)
         AS moved (period, period_start, correct, delta)
   GROUP BY period, period_start, correct HAVING sum(delta) <> 0 ORDER BY period, period_start, correct
  ON CONFLICT (period, period_start, correct) DO UPDATE SET players = c.players + excluded.players;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update that moves no one (a game with no correct call, by a player ranked before and after) fires nothing.
CREATE CONSTRAINT TRIGGER player_totals_by_correct_insert AFTER INSERT ON player_totals DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION player_totals_by_correct_keep();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER player_totals_by_correct_update AFTER UPDATE ON player_totals DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.correct IS DISTINCT FROM NEW.correct OR (OLD.answered >= 10) IS DISTINCT FROM (NEW.answered >= 10))
  EXECUTE FUNCTION player_totals_by_correct_keep();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER player_totals_by_correct_delete AFTER DELETE ON player_totals DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION player_totals_by_correct_keep();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER player_period_totals_by_correct_insert AFTER INSERT ON player_period_totals DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION player_period_totals_by_correct_keep();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER player_period_totals_by_correct_update AFTER UPDATE ON player_period_totals DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.period IS DISTINCT FROM NEW.period OR OLD.period_start IS DISTINCT FROM NEW.period_start
                     OR OLD.correct IS DISTINCT FROM NEW.correct
                     OR (OLD.answered >= 10) IS DISTINCT FROM (NEW.answered >= 10))
  EXECUTE FUNCTION player_period_totals_by_correct_keep();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER player_period_totals_by_correct_delete AFTER DELETE ON player_period_totals DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION player_period_totals_by_correct_keep();--> statement-breakpoint
-- The counts of the rows already there, taken with the rollups locked against settlement until this commits.
LOCK TABLE player_totals, player_period_totals IN SHARE MODE;--> statement-breakpoint
INSERT INTO player_totals_by_correct (correct, players)
SELECT correct, count(*) FROM player_totals WHERE answered >= 10 GROUP BY correct;--> statement-breakpoint
INSERT INTO player_period_totals_by_correct (period, period_start, correct, players)
SELECT period, period_start, correct, count(*) FROM player_period_totals WHERE answered >= 10
 GROUP BY period, period_start, correct;
