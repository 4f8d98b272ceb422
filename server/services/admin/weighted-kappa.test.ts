import { describe, expect, it } from 'vitest';
import { confusionMatrix, quadraticWeightedKappa } from './weighted-kappa.ts';

describe('confusionMatrix', () => {
  it('counts analyser rows against vet columns', () => {
    const m = confusionMatrix([
      [0, 0],
      [2, 1],
      [2, 1],
      [3, 0],
    ]);
    expect(m).toEqual([
      [1, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 2, 0, 0],
      [1, 0, 0, 0],
    ]);
  });
});

describe('quadraticWeightedKappa', () => {
  it('is 1 on perfect agreement and null without pairs or variation', () => {
    expect(
      quadraticWeightedKappa(
        confusionMatrix([
          [0, 0],
          [1, 1],
          [3, 3],
        ]),
      ),
    ).toBeCloseTo(1, 10);
    expect(quadraticWeightedKappa(confusionMatrix([]))).toBeNull();
    // Both always say 2: chance agreement is already perfect, kappa is undefined.
    expect(
      quadraticWeightedKappa(
        confusionMatrix([
          [2, 2],
          [2, 2],
        ]),
      ),
    ).toBeNull();
  });

  it('matches a hand-computed two-level example', () => {
    // Two levels: weights are 0 on the diagonal and 1 off it, so kappa is unweighted kappa.
    // [[20, 5], [10, 15]], n = 50: po = 0.7; rows 25/25, cols 30/20, pe = (25*30 + 25*20)/2500 = 0.5;
    // kappa = (0.7 - 0.5) / (1 - 0.5) = 0.4.
    expect(
      quadraticWeightedKappa([
        [20, 5],
        [10, 15],
      ]),
    ).toBeCloseTo(0.4, 10);
  });

  it('matches a hand-computed four-level example', () => {
    // Pairs (analyser, vet): (0,0) (1,1) (2,1) (3,2). Weights (i-j)^2/9.
    // Observed: two pairs off by one: 2 * 1/9 = 2/9.
    // Rows: one each at 0,1,2,3. Cols: 0:1, 1:2, 2:1. n = 4, so E[i][j] = row_i * col_j / 4.
    // Expected = sum_i sum_j (i-j)^2/9 * col_j / 4
    //   j=0 (col 1): (0+1+4+9)/9 * 1/4 = 14/36
    //   j=1 (col 2): (1+0+1+4)/9 * 2/4 = 12/36
    //   j=2 (col 1): (4+1+0+1)/9 * 1/4 = 6/36
    //   total 32/36 = 8/9. Kappa = 1 - (2/9)/(8/9) = 0.75.
    const m = confusionMatrix([
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    expect(quadraticWeightedKappa(m)).toBeCloseTo(0.75, 10);
  });

  it('goes negative when the raters disagree systematically', () => {
    // Analyser 0 where vet 3 and the reverse: maximal disagreement.
    // Rows 0:2, 3:2; cols 0:2, 3:2; n = 4. Observed = 4 * 9/9 = 4. Expected: E[0][3] = E[3][0] = 1 with
    // weight 1 and the diagonal weight 0, so 2. Kappa = 1 - 4/2 = -1.
    const m = confusionMatrix([
      [0, 3],
      [0, 3],
      [3, 0],
      [3, 0],
    ]);
    expect(quadraticWeightedKappa(m)).toBeCloseTo(-1, 10);
  });
});
