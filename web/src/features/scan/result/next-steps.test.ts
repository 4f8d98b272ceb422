import { describe, expect, it } from 'vitest';
import { MAX_NEXT_STEPS, nextSteps } from './next-steps.ts';

type Input = Parameters<typeof nextSteps>[0];
const scan = (overrides: Partial<Input>): Input => ({
  status: 'healthy',
  severity: 'normal',
  gingivalIndex: 0,
  calculusIndex: 0,
  ...overrides,
});

describe('nextSteps', () => {
  it('keeps a healthy mouth healthy', () => {
    expect(nextSteps(scan({}))).toEqual([
      'Brush daily with a soft brush and pet toothpaste.',
      'Check your pet’s mouth once a month.',
      'Keep the yearly vet check-up.',
    ]);
  });

  it('puts the vet first for concerning gums', () => {
    const steps = nextSteps(scan({ status: 'inflamed', severity: 'concerning', gingivalIndex: 2 }));
    expect(steps[0]).toBe('Book a vet dental check within two weeks.');
    expect(steps).toContain('Brush daily with a soft brush and pet toothpaste.');
  });

  it('asks about a cleaning for heavy tartar, and only mentions light tartar', () => {
    expect(nextSteps(scan({ status: 'tartar', severity: 'concerning', calculusIndex: 3 }))).toEqual([
      'Book a vet check soon.',
      'Ask your vet about a dental cleaning.',
      'Brush daily with a soft brush and pet toothpaste.',
    ]);
    expect(nextSteps(scan({ status: 'tartar', calculusIndex: 1 }))[0]).toBe(
      'Mention the tartar at your next vet visit.',
    );
  });

  it('reads a missing index from the status', () => {
    expect(nextSteps(scan({ status: 'inflamed', gingivalIndex: null }))).toEqual([
      'Mention the red gum line at your next vet visit.',
      'Brush daily with a soft brush and pet toothpaste.',
      'Take another photo in the same light in two weeks.',
    ]);
  });

  it('leaves urgent results to the urgent checklist and unclear photos to their retake tips', () => {
    expect(nextSteps(scan({ status: 'pale', severity: 'urgent' }))).toEqual([]);
    expect(nextSteps(scan({ status: 'unclear', gingivalIndex: null, calculusIndex: null }))).toEqual([]);
  });

  it('never gives more than three short sentences', () => {
    for (const gingivalIndex of [null, 0, 1, 2, 3]) {
      for (const calculusIndex of [null, 0, 1, 2, 3]) {
        for (const severity of ['normal', 'concerning'] as const) {
          for (const status of ['healthy', 'inflamed', 'tartar'] as const) {
            const steps = nextSteps(scan({ status, severity, gingivalIndex, calculusIndex }));
            expect(steps.length).toBeGreaterThan(0);
            expect(steps.length).toBeLessThanOrEqual(MAX_NEXT_STEPS);
            for (const step of steps) expect(step).toMatch(/^[A-Z][^.]{0,60}\.$/);
          }
        }
      }
    }
  });
});
