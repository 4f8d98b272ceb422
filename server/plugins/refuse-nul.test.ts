import { describe, expect, it } from 'vitest';
import { findProblem, MAX_JSON_DEPTH } from './refuse-nul.ts';

function nest(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { inner: value };
  return value;
}

describe('findProblem', () => {
  it('accepts ordinary values and values exactly at the depth limit', () => {
    expect(findProblem({ a: ['b', { c: 1, d: null }], e: true })).toBeUndefined();
    expect(findProblem(nest(MAX_JSON_DEPTH))).toBeUndefined();
  });

  it('finds NUL characters in keys and nested strings', () => {
    expect(findProblem({ 'a\u0000': 1 })).toBe('nul');
    expect(findProblem([{ a: ['x\u0000y'] }])).toBe('nul');
  });

  it('refuses values nested past the limit without overflowing the stack', () => {
    expect(findProblem(nest(MAX_JSON_DEPTH + 1))).toBe('too_deep');
    expect(findProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBe('too_deep');
  });
});
