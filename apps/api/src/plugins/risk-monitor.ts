import fp from 'fastify-plugin';
import { assessPlayersRisk, listRecentlyActivePlayers } from '../domain/admin/assess-player-risk.ts';

// The risk monitor's schedule: every RISK_SCAN_INTERVAL_SECONDS, the players whose games ended since
// the last scan are weighed again (a withdrawal weighs its player at once, whatever the schedule). Each process
// scans; the flags are upserts, so two processes scanning the same player agree.
//
// A scan weighs its players RISK_SCAN_CHUNK at a time, resting RISK_SCAN_REST_MS between chunks: at 200 games a
// second a scan has tens of thousands of players, and weighed back to back they held a database core for a minute,
// beside the live games (the capacity step a scan fell in had twice the database's CPU per game).
const RISK_SCAN_CHUNK = 200;
const RISK_SCAN_REST_MS = 50;

export const riskMonitorPlugin = fp(
  async (app) => {
    const intervalMs = app.config.riskScanIntervalSeconds * 1_000;
    if (intervalMs === 0) return;
    let since = new Date(app.clock.now().getTime() - intervalMs);
    let running = false;
    const scan = async () => {
      if (running) return;
      running = true;
      const startedAt = app.clock.now();
      try {
        const players = await listRecentlyActivePlayers({ db: app.db, since });
        for (let from = 0; from < players.length; from += RISK_SCAN_CHUNK) {
          if (from > 0) await new Promise((resolve) => setTimeout(resolve, RISK_SCAN_REST_MS));
          const userIds = players.slice(from, from + RISK_SCAN_CHUNK);
          await assessPlayersRisk({ db: app.db, userIds, now: startedAt });
        }
        since = startedAt;
      } catch (error) {
        app.log.warn({ err: error }, 'risk scan failed; it runs again at the next interval');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void scan(), intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'risk-monitor', dependencies: ['app-context'] },
);
