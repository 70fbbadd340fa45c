import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new GraphQLError('Data non valida: usa il formato AAAA-MM-GG', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  // Rejects 2025-02-30, which Date.parse would roll over.
  const d = new Date(`${value}T00:00:00Z`);
  if (d.toISOString().slice(0, 10) !== value) {
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
