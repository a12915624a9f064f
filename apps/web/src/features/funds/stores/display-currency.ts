import { create } from 'zustand';
import { followStored } from '@/lib/follow-stored';
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

/** A currency code as the exchange info names it; a code it does not list shows the default. */
const CURRENCY_CODE = /^[A-Za-z0-9_-]{1,16}$/;

// A choice made in another tab applies in this one too.
followStored(
  KEY,
  (stored) => (stored === null || (typeof stored === 'string' && CURRENCY_CODE.test(stored)) ? stored : undefined),
  (code) => useDisplayCurrency.setState({ code }),
);
