-- A league's clips through an index: a quote and a creation ask whether the league exists, and price
-- imported footage on its newest clips; both read the whole clips table before, which grows with every game
-- played (a clip is shown once).
CREATE INDEX "clips_league_idx" ON "clips" USING btree ("league","difficulty","created_at") WHERE "clips"."enabled";