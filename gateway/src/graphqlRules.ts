import type { GraphQLError } from 'graphql';
import {
  NoSchemaIntrospectionCustomRule,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';

/**
 * The one set of document limits for every transport (HTTP through Apollo, WebSocket through graphql-ws).
 * The client's largest operation (the home page) costs about 770 and has a few hundred tokens; the
 * limits leave room for it to grow while no single document can keep the event loop busy for long.
 */
export const DOCUMENT_LIMITS = {
  maxTokens: 2000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxCost: 3000,
} as const;

/** graphql's parser stops counting at this many tokens, before building a huge AST. */
export const PARSE_OPTIONS: ParseOptions = { maxTokens: DOCUMENT_LIMITS.maxTokens };

// Reported as ordinary validation errors (GRAPHQL_VALIDATION_FAILED) instead of thrown as crashes.
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(ctx: ValidationContext | null, err: GraphQLError) => ctx?.reportError(err)],
};

/** Added to graphql's specified rules on both transports; introspection is refused in production. */
export function validationRules(production: boolean): ValidationRule[] {
  return [
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
    maxDepthRule({ n: DOCUMENT_LIMITS.maxDepth, ...reportAsValidationError }),
    maxAliasesRule({ n: DOCUMENT_LIMITS.maxAliases, ...reportAsValidationError }),
    maxDirectivesRule({ n: DOCUMENT_LIMITS.maxDirectives, ...reportAsValidationError }),
    // `__schema` is not priced (development tools introspect); production refuses it above.
    costLimitRule({ maxCost: DOCUMENT_LIMITS.maxCost, ...reportAsValidationError }),
  ];
}

/** What Apollo's hideSchemaDetailsFromClientErrors does: no "Did you mean …?" hints about the schema. */
export function hideSuggestions(errors: readonly GraphQLError[]): void {
  for (const error of errors) error.message = error.message.replace(/ ?Did you mean(.+?)\?$/, '');
}
