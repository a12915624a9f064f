import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { radioKeys } from '@/lib/radio-group';
import { chosenChannel } from '../lib/chosen-channel';

interface ChannelLike {
  id: number;
  code: string;
  channelName: string;
}

/**
 * The channel a funds page works with: the one of `?channelId=` when it exists (read on every
 * render, so a link or the back button that changes it while the page is open changes the
 * channel), otherwise the first of the list (remembered, so a later list keeps the channel
 * shown). A choice is written into the address (replacing the entry), so a page left for
 * another (adding an address, paying) comes back on the same channel with the back button.
 */
export function useChosenChannel<C extends ChannelLike>(channels: readonly C[]): [C | undefined, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const [shownId, setShownId] = useState(0);
  const param = params.get('channelId');
  // A tapped chip shows its channel at once (what is typed next goes to it); the address
  // catches up a moment later, and from then on it decides again (as does Back).
  const [picked, setPicked] = useState<{ id: number; over: string | null } | null>(null);
  const channel = chosenChannel(channels, picked && picked.over === param ? String(picked.id) : param, shownId);

  useEffect(() => {
    if (channel && channel.id !== shownId) setShownId(channel.id);
  }, [channel, shownId]);

  const choose = useCallback(
    (id: number) => {
      setPicked({ id, over: param });
      setParams(
        (p) => {
          p.set('channelId', String(id));
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [param, setParams],
  );
  return [channel, choose];
}

/** The channels as a row of chips, one chosen (a radio group). */
export function ChannelChips<C extends ChannelLike>({
  channels,
  chosen,
  onChoose,
  label,
  testIdPrefix,
}: {
  channels: readonly C[];
  chosen: C;
  onChoose: (id: number) => void;
  label: string;
  /** `data-testid` of each chip: `<prefix>-<channel code>`. */
  testIdPrefix: string;
}) {
  return (
    <div className="funds-chips" role="radiogroup" aria-label={label}>
      {channels.map((c, i) => (
        <button
          key={c.id}
          type="button"
          role="radio"
          className="funds-chip"
          aria-checked={c.id === chosen.id}
          {...radioKeys(i, channels.length, channels.indexOf(chosen), (to) => onChoose(channels[to]!.id))}
          onClick={() => onChoose(c.id)}
          data-testid={`${testIdPrefix}-${c.code}`}
        >
          {c.channelName}
        </button>
      ))}
    </div>
  );
}
