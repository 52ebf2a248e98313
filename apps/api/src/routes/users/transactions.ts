import type { FastifyPluginAsync } from 'fastify';
import { listTransactions } from '../../domain/wallets/list-transactions.ts';
import { toTransactionResponse } from '../../http/money-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const transactionsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/users/:userId/transactions', { preHandler: [app.requireUser, app.requireOwner] }, async (request) => {
    const transactions = await listTransactions({ db: app.db, userId: authOf(request).userId });
    return { data: transactions.map(toTransactionResponse) };
  });
};
