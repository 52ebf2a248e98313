import { walletParamsSchema } from '@gom/contract/wallets';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../domain/domain-error.ts';
import { closeWallet } from '../../domain/wallets/close-wallet.ts';
import { findWallet } from '../../domain/wallets/find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../../domain/wallets/wallet-constants.ts';
import { walletLimits } from '../../domain/wallets/wallet-limits.ts';
import { authOf } from '../../plugins/authentication.ts';

// The wallet's Settings: its limits, and closing it once it is empty. Making it the default is
// the existing PATCH in wallets.ts.

export const walletSettingsRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };

  app.get('/users/:userId/wallets/:walletId/limits', guards, async (request) => {
    const { walletId } = walletParamsSchema.parse(request.params);
    const wallet = await findWallet({ db: app.db, userId: authOf(request).userId, walletId });
    if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);
    return {
      data: walletLimits({
        wallet,
        fundingMaxAmount: app.config.fundingMaxAmount,
        spreadBasisPoints: app.moneyOut.spreadBasisPoints,
      }),
    };
  });

  app.post('/users/:userId/wallets/:walletId/close', guards, async (request) => {
    const { walletId } = walletParamsSchema.parse(request.params);
    await closeWallet({ db: app.db, clock: app.clock, userId: authOf(request).userId, walletId });
    return { data: { walletId, closed: true } };
  });
};
