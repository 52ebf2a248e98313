import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loggerOptions } from './logger-options.ts';
import type { Mailer } from './mail/mailer.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import type { MediaStorage } from './media/media-storage.ts';
import { createMediaStorage } from './media/create-media-storage.ts';
import { appContextPlugin } from './plugins/app-context.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { clipLibraryPlugin, type ClipLibraryPluginOptions } from './plugins/clip-library.ts';
import { gameServerPlugin, type GameServerPluginOptions } from './plugins/game-server.ts';
import { tournamentRoundsPlugin, type TournamentRoundsPluginOptions } from './plugins/tournament-rounds.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { mediaPlugin } from './plugins/media.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { moneyOutPlugin, type MoneyOutPluginOptions } from './plugins/money-out.ts';
import { paymentsPlugin, type PaymentsPluginOptions } from './plugins/payments.ts';
import { plansPlugin, type PlansPluginOptions } from './plugins/plans.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { tournamentsPlugin, type TournamentsPluginOptions } from './plugins/tournaments.ts';
import { riskMonitorPlugin } from './plugins/risk-monitor.ts';
import { walletListsPlugin } from './plugins/wallet-lists.ts';
import { API_PREFIX, webAppPlugin } from './plugins/web-app.ts';
import { createPostgresRateLimitStore } from './rate-limit/postgres-rate-limit-store.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit/rate-limit-store.ts';
import { mergeRateLimits, type RateLimitOverrides } from './rate-limit/rate-limits.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { tournamentsRoutes } from './routes/tournaments/tournaments.ts';
import { loginRoutes } from './routes/auth/login.ts';
import { logoutRoutes } from './routes/auth/logout.ts';
import { passwordResetRoutes } from './routes/auth/password-reset.ts';
import { refreshRoutes } from './routes/auth/refresh.ts';
import { devOutboxRoutes } from './routes/dev/outbox.ts';
import { currenciesRoutes } from './routes/currencies.ts';
import { gameConfigRoutes } from './routes/games/config.ts';
import { createGameRoutes } from './routes/games/create-game.ts';
import { gameSocketRoutes } from './routes/games/game-socket.ts';
import { tournamentLiveSocketRoutes } from './routes/games/tournament-live-socket.ts';
import { gameOddsRoutes } from './routes/games/odds.ts';
import { gameOptionsRoutes } from './routes/games/options.ts';
import { healthRoutes } from './routes/health.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { leaderboardRoutes } from './routes/leaderboard.ts';
import { mediaRoutes } from './routes/media.ts';
import { payoutWebhookRoutes } from './routes/payments/payout-webhooks.ts';
import { sandboxCheckoutRoutes } from './routes/payments/sandbox-checkout.ts';
import { sandboxPayoutRoutes } from './routes/payments/sandbox-payouts.ts';
import { webhookRoutes } from './routes/payments/webhooks.ts';
import { registerRoutes } from './routes/register.ts';
import { challengesRoutes } from './routes/users/challenges.ts';
import { friendsRoutes } from './routes/users/friends.ts';
import { fundRoutes } from './routes/users/fund.ts';
import { gameHistoryRoutes } from './routes/users/game-history.ts';
import { profileRoutes } from './routes/users/profile.ts';
import { saferPlayRoutes } from './routes/users/safer-play.ts';
import { statsRoutes } from './routes/users/stats.ts';
import { subscriptionRoutes } from './routes/users/subscription.ts';
import { transactionsRoutes } from './routes/users/transactions.ts';
import { transfersRoutes } from './routes/users/transfers.ts';
import { walletSettingsRoutes } from './routes/users/wallet-settings.ts';
import { walletsRoutes } from './routes/users/wallets.ts';
import { withdrawalsRoutes } from './routes/users/withdrawals.ts';

// Request bodies of this API are small forms; anything larger is a mistake or an attack.
const BODY_LIMIT_BYTES = 64 * 1024;
// Media tokens are path parameters of ~150–250 characters (Fastify's default limit is 100).
const MAX_PARAM_LENGTH = 512;
const GAME_SOCKET_MAX_PAYLOAD_BYTES = 4 * 1024;
const CLOSE_GOING_AWAY = 1001;

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened and migrated by the caller, who also closes it. */
  database: DatabaseHandle;
  clock?: Clock;
  /** Default: SMTP when configured, else the local outbox in the database. */
  mailer?: Mailer;
  rateLimits?: RateLimitOverrides;
  rateLimitStore?: RateLimitStore;
  /** How the login slowdown waits; default a real timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Default: the provider the configuration names, the sweeper on its interval. */
  payments?: PaymentsPluginOptions;
  /** Default: subscriptions renewed on their interval. */
  plans?: PlansPluginOptions;
  /** Default: the configured rate table and payout provider. */
  moneyOut?: MoneyOutPluginOptions;
  /** Default: the storage the configuration names (DATA_DIR/media). */
  mediaStorage?: MediaStorage;
  /** The background renderer's settings (tests replace the renderer). */
  clipLibrary?: ClipLibraryPluginOptions;
  /** The live game server's scheduler (tests turn its timers and poller off and drive it). */
  games?: GameServerPluginOptions;
  /** The tournaments' poller (tests turn it off and call runDue). */
  tournaments?: TournamentsPluginOptions;
  /** The tournaments' live rounds of this process (timers on by default). */
  tournamentRounds?: TournamentRoundsPluginOptions;
  /** false: no logs. A stream: logs go there (tests read them). */
  logger?: false | { stream?: DestinationStream; level?: string };
}

/** A hop count becomes "trust the n nearest proxies", which Fastify's types take as a function. */
function toFastifyTrustProxy(trustProxy: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/**
 * The whole server as a Fastify instance, not yet listening. Order matters: external plugins, then the
 * app plugins that decorate the instance, then the routes that use those decorations.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app: FastifyInstance = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions({ level: options.logger?.level ?? config.logLevel, stream: options.logger?.stream }),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });

  // External plugins.
  await app.register(fastifyCookie);
  // Game messages are a few dozen bytes; anything larger is refused by ws itself.
  // On close, every socket is told the server is going away (1001): the web client reconnects at once,
  // through the load balancer to another process, and resumes its game (events in flight still finish).
  await app.register(fastifyWebsocket, {
    options: { maxPayload: GAME_SOCKET_MAX_PAYLOAD_BYTES },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(CLOSE_GOING_AWAY, 'Server shutting down');
      this.websocketServer.close(() => done());
    },
  });

  // App plugins.
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
      : createOutboxMailer({ db: database.db, clock, log: app.log }));
  await app.register(appContextPlugin, { config, clock, database, mailer });
  await app.register(readinessPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(jsonBodyPlugin);
  await app.register(originCheckPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(authenticationPlugin);
  await app.register(walletListsPlugin);
  await app.register(rateLimitPlugin, {
    // Shared by every process on PostgreSQL; the embedded database is one process, which counts in memory.
    store:
      options.rateLimitStore ??
      (database.driver === 'postgres' ? createPostgresRateLimitStore(database.db) : createMemoryRateLimitStore()),
    limits: mergeRateLimits(options.rateLimits),
    sleep: options.sleep,
  });
  await app.register(paymentsPlugin, options.payments ?? {});
  await app.register(moneyOutPlugin, options.moneyOut ?? {});
  await app.register(plansPlugin, options.plans ?? {});
  await app.register(mediaPlugin, { storage: options.mediaStorage ?? createMediaStorage(config.mediaStorage, clock) });
  await app.register(clipLibraryPlugin, options.clipLibrary ?? {});
  await app.register(gameServerPlugin, options.games ?? {});
  await app.register(tournamentRoundsPlugin, options.tournamentRounds ?? {});
  await app.register(riskMonitorPlugin);
  await app.register(tournamentsPlugin, options.tournaments ?? {});

  // Routes.
  await app.register(
    async (api) => {
      // API answers carry `Cache-Control: no-store` with their security headers (plugins/security-headers.ts).
      await api.register(healthRoutes);
      await api.register(registerRoutes);
      await api.register(loginRoutes);
      await api.register(refreshRoutes);
      await api.register(logoutRoutes);
      await api.register(passwordResetRoutes);
      await api.register(profileRoutes);
      await api.register(currenciesRoutes);
      await api.register(walletsRoutes);
      await api.register(fundRoutes);
      await api.register(saferPlayRoutes);
      await api.register(transactionsRoutes);
      await api.register(webhookRoutes);
      await api.register(transfersRoutes);
      await api.register(withdrawalsRoutes);
      await api.register(walletSettingsRoutes);
      await api.register(subscriptionRoutes);
      await api.register(payoutWebhookRoutes);
      await api.register(mediaRoutes);
      await api.register(gameOptionsRoutes);
      await api.register(gameConfigRoutes);
      await api.register(gameOddsRoutes);
      await api.register(createGameRoutes);
      await api.register(gameSocketRoutes);
      await api.register(tournamentLiveSocketRoutes);
      await api.register(statsRoutes);
      await api.register(gameHistoryRoutes);
      await api.register(leaderboardRoutes);
      await api.register(friendsRoutes);
      await api.register(tournamentsRoutes);
      await api.register(challengesRoutes);
      await api.register(adminRoutes);
      if (config.paymentProvider === 'sandbox') await api.register(sandboxCheckoutRoutes);
      if (config.payoutProvider === 'sandbox') await api.register(sandboxPayoutRoutes);
      if (!config.isProduction) await api.register(devOutboxRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });

  return app;
}
