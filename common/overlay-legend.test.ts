import { describe, expect, it } from 'vitest';
import { overlayLayersOf } from './overlay-legend.ts';

const at = { x: 0.1, y: 0.2, width: 0.5, height: 0.3 };

describe('overlayLayersOf', () => {
  it('lists the checked gum edge exactly when its finding marked one, whatever the status', () => {
    expect(
      overlayLayersOf({ status: 'healthy', findings: [{ code: 'healthy_gum_line', region: at }] }),
    ).toEqual(['gum_line']);
    // An uncertain result (docs/product-rules.md#scan-statuses-and-urgency) shows the edge it checked too.
    const uncertain = [
      { code: 'cannot_rule_out', region: null },
      { code: 'healthy_gum_line', region: at },
    ];
    expect(overlayLayersOf({ status: 'inflamed', findings: uncertain })).toEqual(['gum_line']);
    expect(
      overlayLayersOf({ status: 'healthy', findings: [{ code: 'pigmented_gums', region: null }] }),
    ).toEqual([]);
    expect(
      overlayLayersOf({ status: 'healthy', findings: [{ code: 'healthy_gum_line', region: null }] }),
    ).toEqual([]);
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
