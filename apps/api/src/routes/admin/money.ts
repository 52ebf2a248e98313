import {
  adminEmptyBodySchema,
  adminPaymentsQuerySchema,
  adminWithdrawalParamsSchema,
  type AdminLedgerAudit,
  type AdminPayment,
} from '@gom/contract/admin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { decideWithdrawal } from '../../domain/admin/decide-withdrawal.ts';
import { listPayments } from '../../domain/admin/list-payments.ts';
import { summarizeLedger } from '../../domain/admin/summarize-ledger.ts';
import { toWire } from '../../http/admin-response.ts';
import { authOf } from '../../plugins/authentication.ts';

/** Money: fundings and withdrawals, approving or rejecting a held withdrawal, the ledger audit. */
export const adminMoneyRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/payments', async (request) => {
    const { awaitingApproval, ...query } = adminPaymentsQuerySchema.parse(request.query);
    const filters = {
      ...query,
      awaitingApproval: awaitingApproval === undefined ? undefined : awaitingApproval === 'true',
    };
    const data: AdminPayment[] = toWire(await listPayments({ db: app.db, filters }));
    return { data };
  });

  app.get('/admin/ledger', async () => {
    const data: AdminLedgerAudit = toWire(await summarizeLedger({ db: app.db }));
    return { data };
  });

  const decide = (decision: 'approve' | 'reject') => async (request: FastifyRequest) => {
    const { withdrawalId } = adminWithdrawalParamsSchema.parse(request.params);
    adminEmptyBodySchema.parse(request.body);
    const result = await decideWithdrawal({
      db: app.db,
      clock: app.clock,
      routeFor: app.moneyOut.routeFor,
      actorId: authOf(request).userId,
      withdrawalId,
      decision,
      log: request.log,
    });
    return { data: { transactionId: withdrawalId, ...result } };
  };
  app.post('/admin/withdrawals/:withdrawalId/approve', decide('approve'));
  app.post('/admin/withdrawals/:withdrawalId/reject', decide('reject'));
};
