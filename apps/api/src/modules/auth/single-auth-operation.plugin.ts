import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { GraphQLError, Kind, SelectionSetNode } from 'graphql';

/** Root fields that check a secret or send mail: at most one of them per request. */
export const AUTH_OPERATIONS = new Set([
  'login',
  'adminLogin',
  'googleLogin',
  'requestSignupOtp',
  'resendOtp',
  'verifyOtp',
  'register',
  'requestPasswordReset',
  'resetPassword',
]);

export const ONE_AUTH_OPERATION = 'Only one sign-in or verification operation is allowed per request.';

function countAuthFields(
  set: SelectionSetNode,
  fragments: Map<string, SelectionSetNode>,
  seen = new Set<string>(),
): number {
  let count = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD && AUTH_OPERATIONS.has(sel.name.value)) count += 1;
    else if (sel.kind === Kind.INLINE_FRAGMENT) count += countAuthFields(sel.selectionSet, fragments, seen);
    else if (sel.kind === Kind.FRAGMENT_SPREAD && !seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      const frag = fragments.get(sel.name.value);
      if (frag) count += countAuthFields(frag, fragments, seen);
    }
  }
  return count;
}

/**
 * Refuses a request whose operation carries more than one of the sign-in or code operations (for example
 * 50 aliased `verifyOtp` fields to guess a code), before any of them runs.
 */
export const singleAuthOperationPlugin: ApolloServerPlugin = {
  async requestDidStart(): Promise<GraphQLRequestListener<Record<string, unknown>>> {
    return {
      async didResolveOperation({ operation, document }) {
        if (!operation) return;
        const fragments = new Map<string, SelectionSetNode>();
        for (const def of document.definitions) {
          if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def.selectionSet);
        }
        if (countAuthFields(operation.selectionSet, fragments) > 1) {
          throw new GraphQLError(ONE_AUTH_OPERATION, {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        }
      },
    };
  },
};
