/** A place money can go: a saved address or a bank card. */
export interface DestinationRef {
  addressId?: number;
  bankCardId?: number;
}

export const sameDestination = (a: DestinationRef, b: DestinationRef) => a.addressId === b.addressId && a.bankCardId === b.bankCardId;

/**
 * The destination to show as chosen: the customer's choice while it is still one of the
 * options (a draft may name a card removed since), else the only option when there is
 * exactly one and `chooseOnly` allows it, else none. A choice the server has just refused
 * as deleted is not replaced by another on its own: money goes only where the customer says.
 */
export function settleDestination<O extends DestinationRef>(options: readonly O[], chosen: DestinationRef | null, chooseOnly = true): O | null {
  const kept = chosen ? options.find((o) => sameDestination(o, chosen)) : undefined;
  if (kept) return kept;
  return chooseOnly && options.length === 1 ? options[0]! : null;
}
