export const WALLET_EXISTS_MESSAGE = (currency: string) => `You already have a ${currency} wallet`;
export const WALLET_NOT_FOUND_MESSAGE = 'Wallet not found';
