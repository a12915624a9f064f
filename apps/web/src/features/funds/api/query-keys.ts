/** Every TanStack Query key of the funds screens. */
export const fundsKeys = {
  all: ['funds'] as const,
  balances: () => [...fundsKeys.all, 'balances'] as const,
  panel: () => [...fundsKeys.all, 'panel'] as const,
  rechargeChannels: () => [...fundsKeys.all, 'recharge-channels'] as const,
  withdrawChannels: () => [...fundsKeys.all, 'withdraw-channels'] as const,
  rechargeOrders: (status: string) => [...fundsKeys.all, 'recharge-orders', status] as const,
  rechargeOrder: (id: number) => [...fundsKeys.all, 'recharge-order', id] as const,
  withdrawOrders: (status: string) => [...fundsKeys.all, 'withdraw-orders', status] as const,
  withdrawQuotes: () => [...fundsKeys.all, 'withdraw-quote'] as const,
  withdrawQuote: (channelId: number, amount: string, all: boolean) => [...fundsKeys.withdrawQuotes(), channelId, amount, all] as const,
  banks: () => [...fundsKeys.all, 'banks'] as const,
  bankCards: () => [...fundsKeys.all, 'bank-cards'] as const,
  walletAddresses: () => [...fundsKeys.all, 'wallet-addresses'] as const,
  records: (filter: object) => [...fundsKeys.all, 'records', filter] as const,
  proofImage: (fileId: number) => [...fundsKeys.all, 'proof-image', fileId] as const,
  payPasswordSet: () => [...fundsKeys.all, 'pay-password-set'] as const,
};
