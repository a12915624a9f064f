/** Router state the sign-in and password-reset pages hand each other: the account typed there. */
export interface AccountState {
  account?: string;
}

/** The account in such state, or ''. */
export const accountOf = (state: unknown): string => {
  const account = (state as AccountState | null)?.account;
  return typeof account === 'string' ? account.slice(0, 254) : '';
};
