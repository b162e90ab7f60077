import { defineEndpoint } from '../contract/endpoints.js';
import { SalesContactBody, SalesContactResultSchema, SupportRequestBody, SupportRequestResultSchema } from '../schemas/admin.js';

/**
 * The public contact forms (platform.md sections 2.4 and 7): signed in or not. The shell sends its
 * token when it has one (callEndpoint with `{ public: false }`) so a ticket names its sender.
 */
export const SupportEndpoints = {
  request: defineEndpoint({
    method: 'POST',
    path: '/contact/support',
    public: true,
    status: 201,
    schema: { body: SupportRequestBody, response: SupportRequestResultSchema },
    summary: 'Ask support',
    errors: [{ status: 400 }],
  }),
  sales: defineEndpoint({
    method: 'POST',
    path: '/contact/sales',
    public: true,
    status: 201,
    schema: { body: SalesContactBody, response: SalesContactResultSchema },
    summary: 'Contact sales',
    errors: [{ status: 400 }],
  }),
} as const;
