import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, WEBHOOK_EVENT_TYPES, WEBHOOK_RETRY_SECONDS, WEBHOOK_SAMPLE_DATA } from '@frs/contract';

/** docs/API.md says what the contract says: its samples, scopes and retry schedule are checked against it. */
const API_DOC = readFileSync(new URL('../../../docs/API.md', import.meta.url), 'utf8');

/** The text of a `## `/`### ` section, up to the next heading of its level or above. */
function section(heading: string): string {
  const start = API_DOC.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const level = heading.indexOf(' ');
  const rest = API_DOC.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end === -1 ? rest : rest.slice(0, end);
}

describe('docs/API.md', () => {
  it("shows every event type's sample payload as WEBHOOK_SAMPLE_DATA has it", () => {
    const blocks = [...section('### Event types').matchAll(/```json\n([\s\S]*?)```/g)].map(
      (match) => JSON.parse(match[1]!) as { type: string; timestamp: string; data: unknown },
    );
    expect(blocks.map((block) => block.type)).toEqual([...WEBHOOK_EVENT_TYPES]);
    for (const block of blocks) {
      expect(block.data, block.type).toEqual(WEBHOOK_SAMPLE_DATA[block.type as keyof typeof WEBHOOK_SAMPLE_DATA]);
      expect(Object.keys(block)).toEqual(['type', 'timestamp', 'data']);
    }
    const table = [...section('### Event types').matchAll(/^\| `([a-z.]+)` /gm)].map((match) => match[1]);
    expect(table).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it('lists every scope of a key, and the retry schedule of WEBHOOK_RETRY_SECONDS', () => {
    const scopes = [...section('### Scopes').matchAll(/^\| `([a-z.]+)` /gm)].map((match) => match[1]);
    expect(scopes).toEqual([...API_KEY_SCOPES]);
    const words = (seconds: number) =>
      seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;
    const schedule = WEBHOOK_RETRY_SECONDS.map(words);
    const text = `${schedule.slice(0, -1).join(', ')} and ${schedule.at(-1)}`;
    expect(section('### Retries and disabling')).toContain(text);
  });
});
