import { toast as sonner } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, dismissToast, markToasterMounted, onToasterWanted, toast } from './use-toast.ts';

vi.mock('sonner', () => ({
  toast: { info: vi.fn(), success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));

const mount = vi.fn();
/** Calls wait for the toaster, then run in order on a later microtask. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  onToasterWanted(mount);
  expect(mount).not.toHaveBeenCalled();
  toast({ title: 'Before the toaster mounted' });
  expect(mount).toHaveBeenCalledTimes(1);
  await settle();
  expect(sonner.info).not.toHaveBeenCalled();
  markToasterMounted(sonner);
  await settle();
  expect(sonner.info).toHaveBeenCalledWith('Before the toaster mounted', expect.anything());
});

beforeEach(() => {
  vi.clearAllMocks();
});

describe('toast', () => {
  it('shows each variant as its sonner type, with the description and an id it returns', async () => {
    const first = toast({ title: 'Link copied!' });
    const second = toast({
      title: 'Scan Complete',
      description: 'Your results are ready below.',
      variant: 'success',
    });
    const third = toast({ title: 'Scan Failed', description: 'Please try again.', variant: 'error' });
    await settle();
    expect(sonner.info).toHaveBeenCalledWith('Link copied!', { id: first, description: undefined });
    expect(sonner.success).toHaveBeenCalledWith('Scan Complete', {
      id: second,
      description: 'Your results are ready below.',
    });
    expect(sonner.error).toHaveBeenCalledWith('Scan Failed', { id: third, description: 'Please try again.' });
    expect(new Set([first, second, third]).size).toBe(3);
  });

  it('closes whatever is showing first: one toast at a time', async () => {
    toast({ title: 'File Too Large', variant: 'error' });
    await settle();
    expect(sonner.dismiss).toHaveBeenCalledWith();
    const dismissedAt = vi.mocked(sonner.dismiss).mock.invocationCallOrder[0] ?? Infinity;
    const shownAt = vi.mocked(sonner.error).mock.invocationCallOrder[0] ?? -Infinity;
    expect(dismissedAt).toBeLessThan(shownAt);
  });
});

describe('dismissing', () => {
  it('closes one toast by the id toast() returned, or all of them', async () => {
    const id = toast({ title: 'File Too Large', variant: 'error' });
    await settle();
    vi.mocked(sonner.dismiss).mockClear();
    dismissToast(id);
    await settle();
    expect(sonner.dismiss).toHaveBeenCalledWith(id);
    dismissAllToasts();
    await settle();
    expect(sonner.dismiss).toHaveBeenLastCalledWith();
  });
});
