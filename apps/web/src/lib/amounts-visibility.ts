import { create } from 'zustand';
import { followStored } from '@/lib/follow-stored';
import { readStored, writeStored } from '@/lib/storage';

const KEY = 'hideAmounts';

/** What a hidden amount shows. */
export const HIDDEN_AMOUNT = '****';

/**
 * Whether the customer chose to hide their balances (the eye button on Home's assets card and
 * on the assets tab); remembered on this device, and followed wherever balances show, in every
 * open tab.
 */
export const useAmountsVisibility = create<{ hidden: boolean; toggle: () => void }>((set, get) => ({
  hidden: readStored<boolean>(KEY, false),
  toggle: () => {
    const hidden = !get().hidden;
    writeStored(KEY, hidden);
    set({ hidden });
  },
}));

followStored(
  KEY,
  (stored) => (typeof stored === 'boolean' ? stored : stored === null ? false : undefined),
  (hidden) => useAmountsVisibility.setState({ hidden }),
);
