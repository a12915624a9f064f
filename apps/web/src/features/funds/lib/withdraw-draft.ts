import { sessionStore } from '@/lib/session';
import { removeByPrefix, tabStore } from '@/lib/storage';
import type { DestinationRef } from './destination-choice';

/**
 * A withdrawal being filled in, kept while the customer steps away to set a payment password
 * or add an address or card, so the form they come back to is the one they left. Kept in
 * sessionStorage (this tab only, gone with it), one per channel; cleared once a withdrawal
 * is submitted or the customer signs out. A draft kept when the session ended elsewhere
 * (a 401) is given back only to the same customer signing in again: whoever signs in next on
 * the same tab never sees another customer's amount or destination.
 */
export interface WithdrawDraft {
  amount: string;
  /** "All" was chosen instead of a typed amount. */
  all: boolean;
  destination: DestinationRef | null;
}

const PREFIX = 'funds:withdrawDraft:';

/**
 * Who a draft belongs to: the signed-in customer's id (the same however they typed their
 * account: email, phone, another case), else the account typed; null when signed out.
 */
export function draftOwner(): string | null {
  const { userInfo, account } = sessionStore.getState();
  return userInfo ? `user:${userInfo.id}` : account ? `account:${account}` : null;
}

const positiveId = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined);

function parse(raw: string | null, owner: string | null): WithdrawDraft | null {
  if (!raw || owner === null) return null;
  try {
    const v = JSON.parse(raw) as (Partial<WithdrawDraft> & { owner?: unknown }) | null;
    if (!v || typeof v !== 'object' || v.owner !== owner) return null;
    const d = v.destination && typeof v.destination === 'object' ? v.destination : null;
    const destination = d ? { addressId: positiveId(d.addressId), bankCardId: positiveId(d.bankCardId) } : null;
    return {
      amount: typeof v.amount === 'string' ? v.amount.slice(0, 40) : '',
      all: v.all === true,
      destination: destination && (destination.addressId || destination.bankCardId) ? destination : null,
    };
  } catch {
    return null;
  }
}

export function saveWithdrawDraft(channelId: number, draft: WithdrawDraft, store: Storage | null = tabStore(), owner = draftOwner()): void {
  if (owner === null) return;
  try {
    store?.setItem(PREFIX + channelId, JSON.stringify({ ...draft, owner }));
  } catch {
    // Storage full or refused: the form is then simply not restored.
  }
}

/**
 * The signed-in account's draft of a channel, removed from storage as it is read (a later
 * visit starts afresh); another account's draft is removed unread.
 */
export function takeWithdrawDraft(channelId: number, store: Storage | null = tabStore(), owner = draftOwner()): WithdrawDraft | null {
  try {
    const draft = parse(store?.getItem(PREFIX + channelId) ?? null, owner);
    store?.removeItem(PREFIX + channelId);
    return draft;
  } catch {
    return null;
  }
}

export function clearWithdrawDrafts(store: Storage | null = tabStore()): void {
  removeByPrefix([PREFIX], store);
}
