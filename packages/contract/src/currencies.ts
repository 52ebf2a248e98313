import { z } from 'zod';

export const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
  type: z.enum(['fiat', 'crypto']),
  scale: z.number().int(),
});
export type Currency = z.infer<typeof currencySchema>;
