import type { FastifyRequest } from 'fastify';

/** What a sign-in session records of the device it began on (the devices list shows it). */
export const requestDevice = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  ipAddress: request.ip,
});
