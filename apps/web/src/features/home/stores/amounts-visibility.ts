import { create } from 'zustand';
import { readStored, writeStored } from '@/lib/storage';

const KEY = 'hideAmounts';

/** Whether the user chose to hide amounts on home (the eye button); remembered on this device. */
export const useAmountsVisibility = create<{ hidden: boolean; toggle: () => void }>((set, get) => ({
  hidden: readStored<boolean>(KEY, false),
  toggle: () => {
    const hidden = !get().hidden;
    writeStored(KEY, hidden);
    set({ hidden });
  },
}));
