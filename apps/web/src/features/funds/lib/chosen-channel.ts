/**
 * The channel of `?channelId=` (`param`) when the list has it; else the one shown before
 * (`shownId`), so a list that changes meanwhile does not move the customer to another channel;
 * else the first. Undefined only for an empty list.
 */
export function chosenChannel<C extends { id: number }>(channels: readonly C[], param: string | null, shownId: number): C | undefined {
  const wanted = param !== null && /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : 0;
  return channels.find((c) => c.id === wanted) ?? channels.find((c) => c.id === shownId) ?? channels[0];
}
