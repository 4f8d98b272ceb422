/** Index grades run 0-3 (Loe-Silness gingival index; calculus index). */
export const INDEX_LEVELS = 4;

/** confusion[analyser][vet]: how many pairs gave that analyser index and that vet index. */
export function confusionMatrix(
  pairs: readonly (readonly [number, number])[],
  levels = INDEX_LEVELS,
): number[][] {
  const matrix = Array.from({ length: levels }, () => Array<number>(levels).fill(0));
  for (const [rater, other] of pairs) matrix[rater][other] += 1;
  return matrix;
}

/**
 * Cohen's kappa with quadratic weights: 1 - sum(w*observed) / sum(w*expected), w = (i-j)^2/(k-1)^2,
 * the expected counts coming from the two raters' marginals. A grade off by two costs four times one
 * off by one, as a vet would judge it. Null with no pairs, or when chance agreement is already
 * perfect (both raters always gave the same single value), where kappa is undefined.
 */
export function quadraticWeightedKappa(matrix: readonly (readonly number[])[]): number | null {
  const levels = matrix.length;
  const total = matrix.flat().reduce((a, b) => a + b, 0);
  if (total === 0 || levels < 2) return null;
  const rowSums = matrix.map((row) => row.reduce((a, b) => a + b, 0));
  const colSums = matrix[0].map((_, j) => matrix.reduce((a, row) => a + row[j], 0));
  let observed = 0;
  let expected = 0;
  for (let i = 0; i < levels; i++) {
    for (let j = 0; j < levels; j++) {
      const weight = (i - j) ** 2 / (levels - 1) ** 2;
      observed += weight * matrix[i][j];
      expected += (weight * rowSums[i] * colSums[j]) / total;
    }
  }
  if (expected === 0) return null;
  return 1 - observed / expected;
}
