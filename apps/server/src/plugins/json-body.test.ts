import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH } from './json-body';

describe('jsonDepth', () => {
  it('counts nesting outside strings, whatever a string holds or escapes', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
    expect(jsonDepth('{"text":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('["a \\" [[[", "\\\\", [["\\\\\\"[["]]]')).toBe(3);
    expect(jsonDepth('[1],[2],[3]')).toBe(1);
  });

  it('stops counting past the limit', () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(jsonDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonDepth(deep, 3)).toBe(4);
    const atTheLimit = '{"a":'.repeat(MAX_JSON_DEPTH) + '1' + '}'.repeat(MAX_JSON_DEPTH);
    expect(jsonDepth(atTheLimit)).toBe(MAX_JSON_DEPTH);
  });
});
