import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import { applyServerError, NETWORK_ERROR_MESSAGE } from './apply-server-error.ts';

const apiError = (body: object) => new ApiError(400, JSON.stringify(body), body);

describe('applyServerError', () => {
  it('shows field issues by their fields only', () => {
    const setError = vi.fn();
    const error = apiError({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 6 characters long',
      issues: [{ path: 'password', message: 'Password must be at least 6 characters long' }],
    });
    expect(applyServerError(error, ['password'], setError)).toBeUndefined();
    expect(setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'Password must be at least 6 characters long',
    });
  });

  it('returns what no field shows', () => {
    const setError = vi.fn();
    const error = apiError({ code: 'TOKEN_INVALID', message: 'This link has expired.' });
    expect(applyServerError(error, ['password'], setError)).toBe('This link has expired.');
    expect(applyServerError(new TypeError('Failed to fetch'), ['password'], setError)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
