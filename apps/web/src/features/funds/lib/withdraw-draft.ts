import type { DestinationRef } from './destination-choice';

/**
 * A withdrawal being filled in, kept while the customer steps away to set a payment password
 * or add an address or card, so the form they come back to is the one they left. Kept in
 * sessionStorage (this tab only, gone with it), one per channel; cleared once a withdrawal
 * is submitted.
 */
export interface WithdrawDraft {
  amount: string;
  /** "All" was chosen instead of a typed amount. */
  all: boolean;
  destination: DestinationRef | null;
}

const PREFIX = 'funds:withdrawDraft:';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const positiveId = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined);

function parse(raw: string | null): WithdrawDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<WithdrawDraft> | null;
    if (!v || typeof v !== 'object') return null;
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

export function saveWithdrawDraft(channelId: number, draft: WithdrawDraft, store: Storage | null = session()): void {
  try {
    store?.setItem(PREFIX + channelId, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form is then simply not restored.
  }
}

/** The draft of a channel, removed from storage as it is read (a later visit starts afresh). */
export function takeWithdrawDraft(channelId: number, store: Storage | null = session()): WithdrawDraft | null {
  try {
    const draft = parse(store?.getItem(PREFIX + channelId) ?? null);
    store?.removeItem(PREFIX + channelId);
    return draft;
  } catch {
    return null;
  }
}

export function clearWithdrawDrafts(store: Storage | null = session()): void {
  try {
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k?.startsWith(PREFIX)) keys.push(k);
    }
    for (const k of keys) store.removeItem(k);
  } catch {
    // nothing stored
  }
}
