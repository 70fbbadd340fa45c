import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isValidIsoDate } from '@festa/domain';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the product's calendar (domain rule: no 2025-02-30, no year 0000 PostgreSQL refuses). */
function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    throw new GraphQLError('Data non valida: usa il formato AAAA-MM-GG', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  if (!isValidIsoDate(value)) {
    throw new GraphQLError('Data non valida', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime()))
      throw new GraphQLError('Data e ora non valide', { extensions: { code: 'BAD_USER_INPUT' } });
    return d.toISOString();
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
});
