import { DomainError } from '../domain-error.ts';

export const INSUFFICIENT_FUNDS_MESSAGE = 'Insufficient balance in selected wallet';

export const insufficientFunds = () => new DomainError('BUSINESS_RULE', INSUFFICIENT_FUNDS_MESSAGE);
