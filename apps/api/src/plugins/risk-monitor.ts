import fp from 'fastify-plugin';
import { assessPlayerRisk, listRecentlyActivePlayers } from '../domain/admin/assess-player-risk.ts';

// The risk monitor's schedule (issue 16): every RISK_SCAN_INTERVAL_SECONDS, the players whose games ended since
// the last scan are weighed again (a withdrawal weighs its player at once, whatever the schedule). Each process
// scans; the flags are upserts, so two processes scanning the same player agree.

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
        for (const userId of await listRecentlyActivePlayers({ db: app.db, since })) {
          await assessPlayerRisk({ db: app.db, userId, now: startedAt });
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
