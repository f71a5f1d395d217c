/** What an API key may do: each operation open to keys needs one of these. */
export const API_KEY_SCOPES = [
  'jobs:read',
  'jobs:write',
  'applications:read',
  'applications:write',
  'companies:read',
] as const;

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What an administrator's key may do on top of its scopes: only read, or read and change. */
export enum ApiKeyAccess {
  READ_ONLY = 'read_only',
  FULL = 'full',
}

/** Active (not revoked, not expired) keys one user may hold at once. */
export const API_KEYS_MAX_ACTIVE = 20;
/** Characters of a key's name. */
export const API_KEY_NAME_MAX_LENGTH = 80;
/** Days ahead an expiry may be set at most. */
export const API_KEY_MAX_EXPIRY_DAYS = 366;

/** What the API key screens and the server say. */
export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid: it is unknown, revoked or expired.',
  httpOnly: 'API keys work over HTTP (REST and GraphQL) only. Subscriptions need a signed-in session.',
  noScopeDeclared: 'API keys cannot be used for this operation. Sign in instead.',
  missingScope: (scope: ApiKeyScope) => `This API key lacks the scope ${scope}.`,
  readOnly: 'This API key is read-only: it cannot change anything.',
  nameRequired: 'Please enter a name for the key',
  nameTooLong: `The name may be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
  scopesRequired: 'Please choose at least one scope',
  unknownScope: 'Unknown scope',
  accessForAdminsOnly: "Only an administrator's key has an access level",
  accessRequired: "Please choose the key's access level",
  readOnlyWriteScope: 'A read-only key can only have read scopes',
  expiryPast: 'The expiry must be in the future',
  expiryTooFar: `The expiry may be at most ${API_KEY_MAX_EXPIRY_DAYS} days ahead`,
  tooMany: `You can have at most ${API_KEYS_MAX_ACTIVE} active API keys. Revoke one first.`,
  notFound: 'API key not found',
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked',
} as const;
