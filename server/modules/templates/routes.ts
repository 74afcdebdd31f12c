import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/auth.ts';
import {
  listTemplatesSchema,
  messageSettingsSchema,
  previewTemplateSchema,
  resetTemplateSchema,
  saveTemplateSchema,
} from './schemas.ts';
import {
  messageTemplates,
  previewTemplate,
  resetTemplate,
  saveTemplate,
  updateMessageSettings,
} from './service.ts';

const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  app.get('/admin/templates', { schema: listTemplatesSchema, onRequest: owner }, async (request) =>
    messageTemplates(app.db, currentUser(request).merchant_id),
  );
  app.put('/admin/templates/settings', { schema: messageSettingsSchema, onRequest: owner }, async (request) =>
    updateMessageSettings(app.db, currentUser(request), request.body),
  );
  app.post('/admin/templates/preview', { schema: previewTemplateSchema, onRequest: owner }, async (request) =>
    previewTemplate(app.db, currentUser(request).merchant_id, app.config.publicUrl, request.body),
  );
  app.put('/admin/templates/:kind/:lang', { schema: saveTemplateSchema, onRequest: owner }, async (request) =>
    saveTemplate(app.db, currentUser(request), request.params.kind, request.params.lang, request.body),
  );
  app.delete(
    '/admin/templates/:kind/:lang',
    { schema: resetTemplateSchema, onRequest: owner },
    async (request) => resetTemplate(app.db, currentUser(request), request.params.kind, request.params.lang),
  );
};

export default templateRoutes;
