import { toast as sonner } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, dismissToast, toast } from './use-toast.ts';

vi.mock('sonner', () => ({
  toast: { info: vi.fn(), success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('toast', () => {
  it('shows each variant as its sonner type, with the description and an id it returns', () => {
    const first = toast({ title: 'Link copied!' });
    const second = toast({
      title: 'Scan Complete',
      description: 'Your results are ready below.',
      variant: 'success',
    });
    const third = toast({ title: 'Scan Failed', description: 'Please try again.', variant: 'error' });
    expect(sonner.info).toHaveBeenCalledWith('Link copied!', { id: first, description: undefined });
    expect(sonner.success).toHaveBeenCalledWith('Scan Complete', {
      id: second,
      description: 'Your results are ready below.',
    });
    expect(sonner.error).toHaveBeenCalledWith('Scan Failed', { id: third, description: 'Please try again.' });
    expect(new Set([first, second, third]).size).toBe(3);
  });

  it('closes whatever is showing first: one toast at a time', () => {
    toast({ title: 'File Too Large', variant: 'error' });
    expect(sonner.dismiss).toHaveBeenCalledWith();
    const dismissedAt = vi.mocked(sonner.dismiss).mock.invocationCallOrder[0] ?? Infinity;
    const shownAt = vi.mocked(sonner.error).mock.invocationCallOrder[0] ?? -Infinity;
    expect(dismissedAt).toBeLessThan(shownAt);
  });
});

describe('dismissing', () => {
  it('closes one toast by the id toast() returned, or all of them', () => {
    const id = toast({ title: 'File Too Large', variant: 'error' });
    vi.mocked(sonner.dismiss).mockClear();
    dismissToast(id);
    expect(sonner.dismiss).toHaveBeenCalledWith(id);
    dismissAllToasts();
    expect(sonner.dismiss).toHaveBeenLastCalledWith();
  });
});
