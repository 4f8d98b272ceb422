import type { TSegmentation } from '#common/analysis/segment.ts';

export type TMouthCheck = {
  isMouth: boolean;
  /** 0-1: how clearly the photo shows a gum line; feeds the confidence. */
  score: number;
  readings: {
    gumShare: number;
    toothShare: number;
    marginShare: number;
    /** Share of tooth pixels that touch gum tissue: teeth sit in gums, white fur and walls do not. */
    toothInterface: number;
  };
};

/**
 * Limits calibrated on the 25-photo check set (docs/decisions/001): open mouths (human proxies and dogs with lips
 * lifted) versus pets with closed mouths, people at a distance, cars and screenshots.
 */
const LIMITS = {
  minGum: 0.04,
  minTooth: 0.012,
  maxTooth: 0.6,
  minMargin: 0.012,
  minInterface: 0.18,
  /** A photo of a real scene always has sensor noise; flat graphics do not. */
  maxFlat: 0.35,
};

export function checkMouth(seg: TSegmentation, flatShare: number): TMouthCheck {
  const n = seg.width * seg.height;
  const dental = seg.counts.tooth + seg.counts.stain;
  const gumShare = seg.counts.gum / n;
  const toothShare = dental / n;
  // Pink gum only: dark or grey fur next to white fur must not pass for a gum line.
  const marginShare = seg.counts.pinkMargin / n;
  const toothInterface = dental > 0 ? seg.counts.gumline / dental : 0;
  const ratios = [
    gumShare / LIMITS.minGum,
    toothShare / LIMITS.minTooth,
    LIMITS.maxTooth / Math.max(toothShare, 1e-6),
    marginShare / LIMITS.minMargin,
    toothInterface / LIMITS.minInterface,
    LIMITS.maxFlat / Math.max(flatShare, 1e-6),
  ];
  const weakest = Math.min(...ratios);
  // Score 0 at the limit, 1 at three times the limit (log scale).
  const score = Math.min(1, Math.max(0, Math.log(Math.max(weakest, 1e-6)) / Math.log(3)));
  return {
    isMouth: weakest >= 1,
    score,
    readings: { gumShare, toothShare, marginShare, toothInterface },
  };
}
