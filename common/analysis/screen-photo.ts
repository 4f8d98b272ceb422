import { judgePhoto, type TGateResult } from '#common/analysis/gate.ts';
import type { TMeasurement } from '#common/analysis/measure.ts';
import { readPhotoKind, type TPhotoKind } from '#common/analysis/photo-kind.ts';

/**
 * The gate, then whose mouth and which view (the heads read only photos the gate accepted); with
 * `isPersonChecked`, a person's mouth is refused as `not_a_pet`. Shared with the locate step, which
 * does not check for a person: the owner names the species on the crop step, and the scan decides.
 * In common/ so that a browser worker can refuse a photo exactly as the server would.
 */
export function screenPhoto(
  m: TMeasurement,
  options: { embedding: Float32Array; isPersonChecked: boolean },
): { gate: TGateResult; kind: TPhotoKind | null } {
  const gate = judgePhoto(m, options.embedding);
  if (!gate.isUsable) return { gate, kind: null };
  const kind = readPhotoKind(options.embedding);
  if (kind.isHuman && options.isPersonChecked) {
    return { gate: { ...gate, isUsable: false, problems: ['not_a_pet'] }, kind };
  }
  return { gate, kind };
}
