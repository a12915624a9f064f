import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

interface ChannelLike {
  id: number;
  code: string;
  channelName: string;
}

/**
 * The channel a funds page works with: the one of `?channelId=` when it exists, otherwise
 * the first of the list (kept in state so a later list keeps the customer's choice). A choice
 * is written into the address (replacing the entry), so a page left for another (adding an
 * address, paying) comes back on the same channel with the back button.
 */
export function useChosenChannel<C extends ChannelLike>(channels: readonly C[]): [C | undefined, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const [channelId, setChannelId] = useState<number>(Number(params.get('channelId')) || 0);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];

  useEffect(() => {
    if (channel && channel.id !== channelId) setChannelId(channel.id);
  }, [channel, channelId]);

  const choose = useCallback(
    (id: number) => {
      setChannelId(id);
      setParams(
        (p) => {
          p.set('channelId', String(id));
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
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
      {channels.map((c) => (
        <button
          key={c.id}
          type="button"
          role="radio"
          className="funds-chip"
          aria-checked={c.id === chosen.id}
          onClick={() => onChoose(c.id)}
          data-testid={`${testIdPrefix}-${c.code}`}
        >
          {c.channelName}
        </button>
      ))}
    </div>
  );
}
