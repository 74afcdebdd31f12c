import { HealthResponse } from '../../../src/domain/contracts/platform.ts';

export const healthSchema = {
  tags: ['health'],
  summary: 'Liveness: answers without touching the database',
  response: { 200: HealthResponse },
};
