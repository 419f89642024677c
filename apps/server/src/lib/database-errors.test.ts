import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable, isUniqueViolation } from './database-errors';

/** An error as node-postgres gives it: a message and, from the server, a SQLSTATE `code`. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isDatabaseUnavailable', () => {
  it('recognizes a database that is away: restarting, unreachable, or a connection cut under a query', () => {
    for (const error of [
      driverError('terminating connection due to administrator command', '57P01'),
      driverError('the database system is shutting down', '57P03'),
      driverError('the database system is starting up', '57P03'),
      driverError('connection failure', '08006'),
      driverError('sorry, too many clients already', '53300'),
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      driverError('read ECONNRESET', 'ECONNRESET'),
      driverError('Connection terminated unexpectedly'),
      driverError('Client has encountered a connection error and is not queryable'),
      driverError('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it("looks through Drizzle's wrapping and a connection's AggregateError", () => {
    const wrapped = new Error('Failed query: select 1', {
      cause: driverError('terminating connection due to administrator command', '57P01'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(databaseUnavailableReason(wrapped)).toBe('57P01 terminating connection due to administrator command');
    const aggregate = new AggregateError([driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(databaseUnavailableReason(aggregate)).toBe('ECONNREFUSED connect ECONNREFUSED ::1:5432');
  });

  it('leaves the errors of a query itself, and anything else, alone', () => {
    const duplicate = driverError('duplicate key value violates unique constraint', '23505');
    expect(isUniqueViolation(duplicate)).toBe(true);
    for (const error of [
      duplicate,
      driverError('canceling statement due to statement timeout', '57014'),
      driverError('deadlock detected', '40P01'),
      new Error('Failed query: insert', { cause: duplicate }),
      new TypeError('x is undefined'),
      'Connection terminated',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
