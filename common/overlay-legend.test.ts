import { describe, expect, it } from 'vitest';
import { overlayLayersOf } from './overlay-legend.ts';

const at = { x: 0.1, y: 0.2, width: 0.5, height: 0.3 };

describe('overlayLayersOf', () => {
  it('lists the measured gum line on a healthy result, whatever info findings come with it', () => {
    expect(
      overlayLayersOf({ status: 'healthy', findings: [{ code: 'healthy_gum_line', region: at }] }),
    ).toEqual(['gum_line']);
    expect(
      overlayLayersOf({ status: 'healthy', findings: [{ code: 'pigmented_gums', region: null }] }),
    ).toEqual(['gum_line']);
  });

  it('lists each issue the overlay outlines once, in drawing order, and only where it marked a region', () => {
    const findings = [
      { code: 'gum_redness_margin', region: at },
      { code: 'tartar_near_gumline', region: at },
      { code: 'pale_gums', region: at },
      { code: 'yellow_gums', region: at },
      { code: 'gum_colour_not_judged', region: null },
    ];
    expect(overlayLayersOf({ status: 'pale', findings })).toEqual([
      'tartar',
      'gum_redness',
      'gum_colour_alarm',
    ]);
    expect(
      overlayLayersOf({ status: 'tartar', findings: [{ code: 'tartar_near_gumline', region: null }] }),
    ).toEqual([]);
  });
});
