// The OpenAPI document of the key routes (/keys/openapi.json), outside the
// read-only API's own document: derived from the same zod schemas the routes
// validate with (key-service.ts).
import { createDocument } from 'zod-openapi';
import * as z from 'zod';
import {
  confirmBody,
  keyIssued,
  keyUsage,
  MANAGE_BUDGET_PER_ADDRESS,
  serviceError,
  SIGNUP_BUDGET_PER_ADDRESS,
  SIGNUP_BUDGET_PER_EMAIL,
  signupBody,
} from './key-service.ts';

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(serviceError, description);
const body = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
});
const keyed = { security: [{ ApiKey: [] }] };

export function keyServiceDocument(origin: string): Record<string, unknown> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Lab Directory key routes',
      version: '1.0.0',
      description:
        'Free keys by e-mail and self-management of any key, outside the read-only API. ' +
        `Sign-ups: ${SIGNUP_BUDGET_PER_ADDRESS.burst} a minute and ${SIGNUP_BUDGET_PER_ADDRESS.daily} a day per client ` +
        `address, ${SIGNUP_BUDGET_PER_EMAIL.daily} a day per e-mail address; confirmations, rotations and ` +
        `revocations: ${MANAGE_BUDGET_PER_ADDRESS.burst} a minute and ${MANAGE_BUDGET_PER_ADDRESS.daily} a day per ` +
        'client address. Bodies: at most 2,048 bytes, JSON or a form.',
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      contact: { name: 'Lab Directory', url: `${origin}/get-a-key/` },
    },
    servers: [{ url: `${origin}/keys`, description: 'This instance' }],
    security: [{}],
    tags: [{ name: 'Keys', description: 'Get and manage an API key.' }],
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Your key.' } },
    },
    paths: {
      '/signup': {
        post: {
          operationId: 'signUp',
          tags: ['Keys'],
          summary: 'Ask for a free key: a single-use link is mailed to the address',
          description:
            'The answer is the same whatever the address. The mail holds a link to /get-a-key/confirm/#token=…, valid for 24 hours and usable once.',
          requestBody: body(signupBody),
          responses: {
            '202': json(z.object({ message: z.string() }), 'The same answer whatever the address.'),
            '400': error('Not an e-mail address, or a malformed body.'),
            '413': error('Body over 2,048 bytes.'),
            '415': error('Body neither JSON nor a form.'),
            '429': error('Too many sign-ups from this client address, or for this e-mail address.'),
            '503': error('The mail could not be sent; nothing was kept.'),
          },
        },
      },
      '/confirm': {
        post: {
          operationId: 'confirmSignUp',
          tags: ['Keys'],
          summary: "Exchange the link's token for the new free key (once)",
          description:
            'The token is the part after #token= in the link. The key is shown in this answer only; it is stored as a hash.',
          requestBody: body(confirmBody),
          responses: {
            '201': json(keyIssued, 'The new free key, shown once.'),
            '400': error('Malformed body or token.'),
            '410': error('The link was used or has expired.'),
            '429': error('Too many requests from this client address.'),
          },
        },
      },
      '/usage': {
        get: {
          operationId: 'keyUsage',
          tags: ['Keys'],
          summary: "Today's use of the presented key against its limits",
          description:
            'Requests counted this wall-clock minute and this UTC day against the key tier limits. Counting nothing itself.',
          ...keyed,
          responses: { '200': json(keyUsage, 'Use and limits.'), '401': error('No key, or not a valid one.') },
        },
      },
      '/rotate': {
        post: {
          operationId: 'rotateKey',
          tags: ['Keys'],
          summary: 'Replace the presented key by a new one (shown once); the old one is refused from now on',
          description:
            'The new key keeps the tier and spends the same limits (rotation never starts a fresh day). Of two rotations at once, one succeeds.',
          ...keyed,
          responses: {
            '201': json(keyIssued, 'The new key, spending the same limits.'),
            '400': error('A body was sent; the route takes none.'),
            '401': error('No key, or not a valid one.'),
            '409': error('Rotated or revoked by another request meanwhile.'),
            '429': error('Too many requests from this client address.'),
          },
        },
      },
      '/revoke': {
        post: {
          operationId: 'revokeKey',
          tags: ['Keys'],
          summary: 'Revoke the presented key',
          description: 'The key is refused by every process within a second. Revoking cannot be undone.',
          ...keyed,
          responses: {
            '200': json(z.object({ revoked: z.string() }), 'Revoked.'),
            '400': error('A body was sent; the route takes none.'),
            '401': error('No key, or not a valid one.'),
            '429': error('Too many requests from this client address.'),
          },
        },
      },
    },
  }) as unknown as Record<string, unknown>;
}
