import { createWalletRequestSchema, updateWalletRequestSchema, walletParamsSchema } from '@gom/contract/wallets';
import type { FastifyPluginAsync } from 'fastify';
import { createWallet } from '../../domain/wallets/create-wallet.ts';
import { setDefaultWallet } from '../../domain/wallets/set-default-wallet.ts';
import type { WalletView } from '../../domain/wallets/wallet-view.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key-header.ts';
import { toWalletResponse } from '../../http/money-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const walletsRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };

  // The answer's JSON, made once per list: the cache hands out the same array until the wallets change.
  const bodies = new WeakMap<readonly WalletView[], string>();
  app.get('/users/:userId/wallets', guards, async (request, reply) => {
    const wallets = await app.walletLists.get(authOf(request).userId);
    let body = bodies.get(wallets);
    if (body === undefined) {
      body = JSON.stringify({ data: wallets.map(toWalletResponse) });
      bodies.set(wallets, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post('/users/:userId/wallets', guards, async (request, reply) => {
    const input = createWalletRequestSchema.parse(request.body);
    const { wallet, replayed } = await createWallet({
      db: app.db,
      clock: app.clock,
      userId: authOf(request).userId,
      currency: input.currency,
      makeDefault: input.default,
      idempotencyKey: idempotencyKeyOf(request),
    });
    return reply.status(replayed ? 200 : 201).send({ data: toWalletResponse(wallet) });
  });

  app.patch('/users/:userId/wallets/:walletId', guards, async (request) => {
    const { walletId } = walletParamsSchema.parse(request.params);
    updateWalletRequestSchema.parse(request.body);
    const wallet = await setDefaultWallet({ db: app.db, userId: authOf(request).userId, walletId });
    return { data: toWalletResponse(wallet) };
  });
};
