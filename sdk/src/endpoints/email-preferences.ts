import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { EmailPreferenceErrors, MAIL_CATEGORIES, OPTIONAL_MAIL_CATEGORIES } from '../domain/email-preferences.js';

const Category = Type.Union(MAIL_CATEGORIES.map((category) => Type.Literal(category)));
const OptionalCategory = Type.Union(OPTIONAL_MAIL_CATEGORIES.map((category) => Type.Literal(category)));

export const EmailPreferenceSchema = Type.Object({ category: Category, enabled: Type.Boolean(), essential: Type.Boolean() });
export const EmailPreferencesSchema = Type.Object({ email: Type.String(), preferences: Type.Array(EmailPreferenceSchema) });
export type EmailPreferencesView = Static<typeof EmailPreferencesSchema>;

/** Turn categories on or off; account and security cannot be turned off. */
export const UpdateEmailPreferencesBody = Type.Object(
  { preferences: Type.Record(Type.String({ maxLength: 40 }), Type.Boolean(), { maxProperties: 10 }) },
  { additionalProperties: false },
);

const TokenQuery = Type.Object({ token: Type.String({ minLength: 10, maxLength: 400 }) });
export const UnsubscribeViewSchema = Type.Object({ email: Type.String(), category: OptionalCategory, enabled: Type.Boolean() });
export type UnsubscribeView = Static<typeof UnsubscribeViewSchema>;

const badLink = { status: 400, text: EmailPreferenceErrors.INVALID_UNSUBSCRIBE_LINK } as const;

/**
 * The signed-in user's mail preferences, and the one-click unsubscribe of a mail's link (public:
 * the signed token names the person and the category; RFC 8058's POST needs no session).
 */
export const EmailPreferenceEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/email/preferences', access: 'user', schema: { response: EmailPreferencesSchema }, summary: 'My mail preferences by category' }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/email/preferences',
    access: 'user',
    schema: { body: UpdateEmailPreferencesBody, response: EmailPreferencesSchema },
    errors: [{ status: 400, text: EmailPreferenceErrors.ESSENTIAL_CANNOT_BE_TURNED_OFF }],
    summary: 'Turn mail categories on or off',
  }),
  unsubscribeLink: defineEndpoint({ method: 'GET', path: '/email/unsubscribe', public: true, schema: { query: TokenQuery, response: UnsubscribeViewSchema }, errors: [badLink], summary: 'What an unsubscribe link would turn off' }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/email/unsubscribe',
    public: true,
    schema: { query: TokenQuery, response: UnsubscribeViewSchema },
    errors: [badLink],
    summary: 'One-click unsubscribe (RFC 8058: List-Unsubscribe=One-Click)',
  }),
  resubscribe: defineEndpoint({
    method: 'POST',
    path: '/email/unsubscribe/undo',
    public: true,
    schema: { query: TokenQuery, response: UnsubscribeViewSchema },
    errors: [badLink],
    summary: 'Undo an unsubscribe from the same link',
  }),
} as const;
