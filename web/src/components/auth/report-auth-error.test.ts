import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { reportAuthError } from './report-auth-error.ts';

vi.mock('#web/hooks/use-toast.ts', () => ({ toast: vi.fn(() => 'toast-1') }));

const COPY = { title: 'Login Failed', fallback: 'Please check your details', networkTitle: 'Login Error' };
const apiError = (body: object) => new ApiError(400, JSON.stringify(body), body);

beforeEach(() => {
  vi.mocked(toast).mockClear();
});

describe('reportAuthError', () => {
  it('puts a field’s problem beside the field and shows no toast for it', () => {
    const setError = vi.fn();
    const error = apiError({
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid email address',
      issues: [{ path: 'email', message: 'Enter a valid email address' }],
    });
    reportAuthError(error, COPY, ['email', 'password'], setError);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Enter a valid email address',
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts what no field shows, in the server’s words', () => {
    reportAuthError(
      apiError({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
      COPY,
      ['email'],
      vi.fn(),
    );
    expect(toast).toHaveBeenCalledWith({
      title: 'Login Failed',
      description: 'Invalid email or password',
      variant: 'error',
    });
  });

  it('says to try again when no answer came', () => {
    reportAuthError(new TypeError('Failed to fetch'), COPY, ['email'], vi.fn());
    expect(toast).toHaveBeenCalledWith({
      title: 'Login Error',
      description: 'Please try again',
      variant: 'error',
    });
  });
});
