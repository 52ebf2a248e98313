import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { onWalletChange } from '../domain/ledger/wallet-changes.ts';
import { listWallets } from '../domain/wallets/list-wallets.ts';
import {
  createWalletChangeBatcher,
  decodeWalletChangeNotice,
  encodeWalletChangeNotices,
  WALLET_CHANGES_CHANNEL,
} from '../domain/wallets/wallet-change-notices.ts';
import { createWalletListCache, type WalletListCache } from '../domain/wallets/wallet-list-cache.ts';
import type { WalletView } from '../domain/wallets/wallet-view.ts';

/** How long this process's changes wait before they are told to the others: the bound on their staleness. */
const NOTICE_BATCH_MS = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /** A player's wallets and balances, from memory, dropped whenever they change (performance note 0024). */
    walletLists: WalletListCache<readonly WalletView[]>;
  }
}

export const walletListsPlugin = fp(
  async (app) => {
    const cache = createWalletListCache<readonly WalletView[]>({
      load: (userId) => listWallets({ db: app.db, userId }),
    });
    app.decorate('walletLists', cache);
    const { database } = app;

    // The embedded database is this one process: every change is this process's own.
    if (!database.url) {
      const stopHearing = onWalletChange((userId) => cache.changed(userId));
      cache.listening();
      app.addHook('onClose', async () => {
        stopHearing();
        cache.lost();
      });
      return;
    }

    // PostgreSQL: other processes change wallets too. Ours are dropped here the moment they commit, and told
    // to the others in batches; theirs arrive as notices.
    const instanceId = randomUUID();
    const batcher = createWalletChangeBatcher({
      intervalMs: NOTICE_BATCH_MS,
      send: async (userIds) => {
        for (const payload of encodeWalletChangeNotices(instanceId, userIds)) {
          await app.db.execute(sql`select pg_notify(${WALLET_CHANGES_CHANNEL}, ${payload})`);
        }
      },
      onError: (error) => app.log.error({ err: error }, 'wallet notices: could not tell the other processes'),
    });
    const stopHearing = onWalletChange((userId) => {
      cache.changed(userId);
      batcher.add(userId);
    });
    const listener = database.listen({
      channel: WALLET_CHANGES_CHANNEL,
      onNotice: (payload) => {
        const notice = decodeWalletChangeNotice(payload);
        if (!notice) return app.log.warn('an unreadable wallet notice was ignored');
        if (notice.from === instanceId) return;
        for (const userId of notice.userIds) cache.changed(userId);
      },
      onListening: () => cache.listening(),
      onLost: (error) => {
        cache.lost();
        app.log.error({ err: error }, 'wallet notices: the LISTEN connection failed; wallets are read through');
      },
    });
    app.addHook('onClose', async () => {
      stopHearing();
      await batcher.flush();
      batcher.stop();
      cache.lost();
      await listener.close();
    });
  },
  { name: 'wallet-lists', dependencies: ['app-context'] },
);
