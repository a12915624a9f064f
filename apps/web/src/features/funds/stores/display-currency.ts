import { create } from 'zustand';
import { readStored, writeStored } from '@/lib/storage';

const KEY = 'funds:displayCurrency';

/** The currency the assets total is also shown in (one of the exchange info's rates); null is the site's default. */
export const useDisplayCurrency = create<{ code: string | null; choose: (code: string) => void }>((set) => ({
  code: readStored<string | null>(KEY, null),
  choose: (code) => {
    writeStored(KEY, code);
    set({ code });
  },
}));
