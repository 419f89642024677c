import pg from 'pg';

/** A statement as the driver sent it: its text and its parameters. */
export interface TRecordedStatement {
  text: string;
  values: unknown[];
}

type TQuery = (...args: unknown[]) => unknown;

/**
 * Runs `work` while recording every statement any node-postgres client of this process sends (Drizzle's and the
 * prepared reads alike, whatever pool they come from), except `ignore`'s: what the API really sends for a request,
 * so that a test of its plans follows the code instead of a copy of its SQL.
 */
export async function recordStatements<T>(
  work: () => Promise<T>,
  ignore?: pg.Client,
): Promise<{ result: T; statements: TRecordedStatement[] }> {
  const statements: TRecordedStatement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: TQuery };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (this !== ignore) {
      if (typeof first === 'string') statements.push({ text: first, values: (second as unknown[]) ?? [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const query = first as { text: string; values?: unknown[] };
        statements.push({ text: query.text, values: query.values ?? (second as unknown[]) ?? [] });
      }
    }
    return original.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    prototype.query = original;
  }
}

/** The statements that read (SELECT or WITH … SELECT): those whose plans a test checks. */
export const readsOf = (statements: readonly TRecordedStatement[]) =>
  statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.text));

/** A node of `EXPLAIN (FORMAT JSON)`'s plan. */
interface TPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: TPlanNode[];
}

/**
 * The sequential scans of a plan that read a table through: every one but a scan without a filter right under a
 * LIMIT (the first n rows of the table, whatever they are: a capped count of an unfiltered list stops after n rows).
 */
function readingScans(node: TPlanNode, parent?: TPlanNode): TPlanNode[] {
  const stopsEarly = parent?.['Node Type'] === 'Limit' && node.Filter === undefined;
  const own = node['Node Type'] === 'Seq Scan' && !stopsEarly ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => readingScans(child, node))];
}

/** The tables a statement's plan reads through by a sequential scan, from `EXPLAIN (FORMAT JSON)` on `client`. */
export async function sequentialScansOf(client: pg.Client, statement: TRecordedStatement): Promise<string[]> {
  const explained = await client.query<{ 'QUERY PLAN': [{ Plan: TPlanNode }] }>({
    text: `explain (format json) ${statement.text}`,
    values: statement.values,
  });
  return readingScans(explained.rows[0]!['QUERY PLAN'][0].Plan).map((node) => node['Relation Name'] ?? '?');
}
