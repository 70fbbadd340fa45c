import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isUnavailable } from './errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isUnavailable', () => {
  it('recognises a lost database however it is wrapped', () => {
    const dropped = new Error('Connection terminated unexpectedly');
    expect(isUnavailable(dropped)).toBe(true);
    expect(isUnavailable(new DrizzleQueryError('select 1', [], dropped))).toBe(true);
    expect(isUnavailable(new GraphQLError('Context creation failed', { originalError: dropped }))).toBe(true);
    expect(isUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves every other error to the usual mapping', () => {
    expect(isUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isUnavailable(withCode('invalid input syntax for type uuid', '22P02'))).toBe(false);
    expect(isUnavailable(new DrizzleQueryError('select 1', [], withCode('x', '22003')))).toBe(false);
    expect(isUnavailable(new Error('boom'))).toBe(false);
    expect(isUnavailable('Connection terminated')).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});
