import {
  defaultFieldResolver,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  hasForbiddenCharacters,
  INVALID_ID_MESSAGE,
  isUuid,
} from '@festa/domain';
import { badInput } from './errors.js';

interface Arg {
  name: string;
  type: GraphQLInputType;
}

/**
 * Checks every argument of every field before its resolver runs, whatever the transport (HTTP, WebSocket,
 * server rendering) and whether it came as a variable or inline: an `ID` must be a uuid (every id of the
 * product is one) and no text may hold NUL or another control character. Values of the wrong shape thus
 * answer BAD_USER_INPUT naming the argument, instead of reaching PostgreSQL and failing there.
 * Fields are updated in place, so every holder of the schema (Apollo, graphql-jit, graphql-ws) sees it.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length || !field.args.some((a) => needsCheck(a.type, new Set()))) continue;
      const args: Arg[] = field.args.map((a) => ({ name: a.name, type: a.type }));
      field.resolve = guarded(args, field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = guarded(args, field.subscribe);
    }
  }
  return schema;
}

function guarded(
  args: Arg[],
  inner: GraphQLFieldResolver<unknown, unknown>,
): GraphQLFieldResolver<unknown, unknown> {
  return (source, values: Record<string, unknown>, ctx, info) => {
    for (const arg of args) {
      // Fields of an `input` argument are named as the forms and zod name them ('date', not 'input.date').
      if (values[arg.name] != null) check(arg.type, values[arg.name], arg.name === 'input' ? '' : arg.name);
    }
    return inner(source, values, ctx, info);
  };
}

function check(type: GraphQLInputType, value: unknown, path: string): void {
  if (value == null) return;
  if (isNonNullType(type)) return check(type.ofType, value, path);
  if (isListType(type)) {
    if (Array.isArray(value)) value.forEach((item, i) => check(type.ofType, item, join(path, String(i))));
    return;
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      if (field) check(field.type, v, join(path, key));
    }
    return;
  }
  if (typeof value !== 'string') return;
  if (type.name === 'ID' && !isUuid(value)) throw badInput(path, INVALID_ID_MESSAGE);
  if (hasForbiddenCharacters(value)) throw badInput(path, FORBIDDEN_CHARACTERS_MESSAGE);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Whether a value of this type can hold text (enums and numbers need no check). */
function needsCheck(type: GraphQLInputType, seen: Set<string>): boolean {
  if (isNonNullType(type) || isListType(type)) return needsCheck(type.ofType, seen);
  if (isInputObjectType(type)) {
    if (seen.has(type.name)) return false;
    seen.add(type.name);
    return Object.values(type.getFields()).some((f) => needsCheck(f.type, seen));
  }
  return isScalarType(type) && type.name !== 'Int' && type.name !== 'Float' && type.name !== 'Boolean';
}
