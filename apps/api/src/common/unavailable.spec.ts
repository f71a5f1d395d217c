import { QueryFailedError } from 'typeorm';
import { isServiceUnavailableError } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isServiceUnavailableError', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['a pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    [
      'a failed query on a dropped connection',
      new QueryFailedError(
        'SELECT 1',
        [],
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ],
    [
      'every address refused',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {
        code: undefined,
      }),
    ],
    // DB_STATEMENT_TIMEOUT_MS: a statement that ran or waited too long means the database hangs.
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a cause', new Error('wrapped', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('recognises %s', (_name, error) => {
    expect(isServiceUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a syntax error', new QueryFailedError('SELEC 1', [], withCode('syntax error', '42601'))],
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505'))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isServiceUnavailableError(error)).toBe(false);
  });
});
