/** The server's own routes: liveness, the API document, and the sandbox gateway's callback. */
import { type Static, Type } from 'typebox';

export const HealthResponse = Type.Object({ status: Type.String() });

/** @fastify/swagger's document; its shape is OpenAPI 3.1's, not ours. */
export const OpenApiDocument = Type.Object(
  { openapi: Type.String() },
  { additionalProperties: true, description: 'The OpenAPI 3.1 document of this API' },
);

/** The JSON body the sandbox gateway posts to /api/v1/gateways/sandbox/callback, signed. */
export const SandboxCallbackBody = Type.Object({
  callback_id: Type.String({ minLength: 1, maxLength: 64 }),
  attempt_id: Type.String({ minLength: 1, maxLength: 64 }),
  result: Type.Enum(['approved', 'declined', 'canceled']),
  reference: Type.String({ minLength: 1, maxLength: 64 }),
});
export type SandboxCallbackBody = Static<typeof SandboxCallbackBody>;

/** A callback that changed nothing (replayed, not pending, unknown) answers 409 or 404 instead. */
export const SandboxCallbackResponse = Type.Object({ status: Type.Literal('applied') });

export const AttemptPageParams = Type.Object({ attempt_id: Type.String() });

export const LogoParams = Type.Object({ file: Type.String() });
