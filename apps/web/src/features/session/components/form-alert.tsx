import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api';

/** A failure the server reported for a form; `seq` tells two equal messages apart. */
export interface FormFailure {
  message: string;
  seq: number;
}

let lastSeq = 0;

/**
 * The failure to show for a rejected sign-in, registration or code request, or null when
 * there is nothing to say (a cancelled call, or an ended session that has already opened login).
 */
export function formFailureOf(error: unknown): FormFailure | null {
  if (!isApiError(error) || error.kind === 'aborted' || error.kind === 'unauthorized' || !error.message) return null;
  lastSeq += 1;
  return { message: error.message, seq: lastSeq };
}

/**
 * The server's answer to a refused form, kept on screen above the submit button (the toast of
 * spec point 8 goes away after two seconds and is not read out). It is announced, and takes the focus that the busy submit button
 * lost, so the next Tab leads back to the button.
 */
export function FormAlert({ failure, testId }: { failure: FormFailure | null; testId: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <p key={failure.seq} ref={ref} className="auth-alert" role="alert" tabIndex={-1} data-testid={testId}>
      {failure.message}
    </p>
  );
}
