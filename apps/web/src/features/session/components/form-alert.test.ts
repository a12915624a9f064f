import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { formFailureOf } from './form-alert';

describe('formFailureOf', () => {
  it("shows the server's answer, and any failure of the connection", () => {
    expect(formFailureOf(new ApiError('code', 'Too many attempts. Try again in 15 minutes.'))?.message).toBe('Too many attempts. Try again in 15 minutes.');
    expect(formFailureOf(new ApiError('server', 'Incorrect account or password'))?.message).toBe('Incorrect account or password');
    expect(formFailureOf(new ApiError('transport', 'Interface exception, please try again later'))?.message).toBe('Interface exception, please try again later');
    expect(formFailureOf(new ApiError('timeout', 'Request timeout'))?.message).toBe('Request timeout');
  });

  it('says nothing for a cancelled call, an ended session (login is already open) or a non-API error', () => {
    expect(formFailureOf(new ApiError('aborted', 'aborted'))).toBeNull();
    expect(formFailureOf(new ApiError('unauthorized', 'Your session has ended.'))).toBeNull();
    expect(formFailureOf(new Error('boom'))).toBeNull();
  });

  it('tells the same answer given twice apart, so it is announced again', () => {
    const first = formFailureOf(new ApiError('server', 'Incorrect account or password'));
    const second = formFailureOf(new ApiError('server', 'Incorrect account or password'));
    expect(first?.seq).not.toBe(second?.seq);
  });
});
