import { createTransferRequestSchema, transferQuoteRequestSchema } from '@gom/contract/transfers';
import type { FastifyPluginAsync } from 'fastify';
import { executeTransfer } from '../../domain/transfers/execute-transfer.ts';
import { quoteTransfer } from '../../domain/transfers/quote-transfer.ts';
import { toTransferQuoteResponse, toTransferResultResponse } from '../../http/money-response.ts';
import { authOf } from '../../plugins/authentication.ts';

export const transfersRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };

  /** Prices a conversion between two of the player's wallets; the quote holds TRANSFER_QUOTE_SECONDS. */
  app.post('/users/:userId/transfers/quote', guards, async (request, reply) => {
    const input = transferQuoteRequestSchema.parse(request.body);
    const quote = await quoteTransfer({
      db: app.db,
      clock: app.clock,
      rates: app.moneyOut.rates,
      spreadBasisPoints: app.moneyOut.spreadBasisPoints,
      userId: authOf(request).userId,
      input,
    });
    return reply.status(201).send({ data: toTransferQuoteResponse(quote) });
  });

  /** Executes a quote: 201 once; the same key and quote again answers 200 with the same transfer. */
  app.post('/users/:userId/transfers', guards, async (request, reply) => {
    const input = createTransferRequestSchema.parse(request.body);
    const transfer = await executeTransfer({ db: app.db, clock: app.clock, userId: authOf(request).userId, input });
    return reply.status(transfer.replayed ? 200 : 201).send({ data: toTransferResultResponse(transfer) });
  });
};
