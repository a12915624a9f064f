import { useCallback, useEffect, useState, type RefObject } from 'react';
import { isApiError } from '@/lib/api';

/** The field of the sign-in forms a refusal of the server is about, by its message key. */
export function refusedField(err: unknown): string | null {
  const msg = isApiError(err) ? (err.envelope?.msg ?? '') : '';
  if (msg.startsWith('session.code')) return 'code';
  if (msg.startsWith('session.account')) return 'account';
  if (msg === 'session.invite_code_invalid') return 'inviteCode';
  if (msg.startsWith('validate.password')) return 'password';
  return null;
}

/**
 * Where the focus goes when the server refuses a form: the field the refusal is about, else
 * back to the submit button. The kit's button is disabled while the request runs, which
 * drops the focus to the page; without this a keyboard or screen-reader user would be left
 * nowhere, with only the toast having said what was wrong.
 */
export function useRefusalFocus(formRef: RefObject<HTMLFormElement | null>, retype: (name: string) => void, pending: boolean) {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0 || pending) return;
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [refusals, pending, formRef]);
  return useCallback(
    (err: unknown) => {
      const name = refusedField(err);
      const input = name ? formRef.current?.elements.namedItem(name) : null;
      if (name && input instanceof HTMLInputElement) retype(name);
      else setRefusals((n) => n + 1);
    },
    [formRef, retype],
  );
}
