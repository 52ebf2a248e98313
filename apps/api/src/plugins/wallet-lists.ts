import fp from 'fastify-plugin';
import { onWalletChange } from '../domain/ledger/wallet-changes.ts';
import { listWallets } from '../domain/wallets/list-wallets.ts';
import { createWalletListCache, type WalletListCache } from '../domain/wallets/wallet-list-cache.ts';
import type { WalletView } from '../domain/wallets/wallet-view.ts';

/** The channel the wallet triggers notify with a player's id (migration 0015, decision 0024). */
export const WALLET_CHANGES_CHANNEL = 'gom_wallet_changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** A player's wallets and balances, from memory while the database's change notices are heard. */
    walletLists: WalletListCache<readonly WalletView[]>;
  }
}

export const walletListsPlugin = fp(
  async (app) => {
    const cache = createWalletListCache<readonly WalletView[]>({
      load: (userId) => listWallets({ db: app.db, userId }),
    });
    const listener = app.database.listen({
      channel: WALLET_CHANGES_CHANNEL,
      onNotice: (userId) => cache.changed(userId),
      onListening: () => cache.listening(),
      onLost: (error) => {
        cache.lost();
        app.log.error({ err: error }, 'wallet notices: the LISTEN connection failed; wallets are read through');
      },
    });
    // This process's own changes, the moment they commit: a player reads their own write at once (the notice
    // for it may arrive a few milliseconds after the response).
    const stopHearing = onWalletChange((userId) => cache.changed(userId));
    app.decorate('walletLists', cache);
    app.addHook('onClose', async () => {
      stopHearing();
      cache.lost();
      await listener.close();
    });
  },
  { name: 'wallet-lists', dependencies: ['app-context'] },
);
