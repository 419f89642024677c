import { describe, expect, it } from 'vitest';
import { containingPattern, startingPattern } from './like-pattern';

describe('search patterns', () => {
  it('escape what LIKE would read as wildcards, so that they match themselves', () => {
    expect(containingPattern('5_%off\\')).toBe('%5\\_\\%off\\\\%');
    expect(startingPattern('AB%')).toBe('AB\\%%');
    expect(containingPattern('Anna')).toBe('%Anna%');
  });
});
