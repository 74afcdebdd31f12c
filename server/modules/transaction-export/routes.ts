import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { CONTENT_TYPES, exportOptionsSchema, exportSchema } from './schemas.ts';
import { exportFile, exportOptions } from './service.ts';

const transactionExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canExport = app.requirePermission(PERMISSIONS.viewExportSettings);

  app.options(
    '/plugins/:scope/transaction/export',
    { schema: exportOptionsSchema, onRequest: canExport },
    async (request) =>
      exportOptions(
        app.db,
        currentUser(request),
        request.params.scope,
        pickLang(request.headers['accept-language']),
      ),
  );

  app.get(
    '/plugins/:scope/transaction/export',
    { schema: exportSchema, onRequest: canExport },
    async (request, reply) => {
      const { scope } = request.params;
      const file = await exportFile(
        app.db,
        currentUser(request),
        scope,
        request.query,
        pickLang(request.headers['accept-language']),
      );
      // One chunk read ahead of the socket (the default is 16): rows wait in the database.
      const stream = Readable.from(file.body, { highWaterMark: 1 });
      // Awaiting the reply resolves once the file is written: the answer is the stream, not a return value.
      await reply
        .header('content-type', CONTENT_TYPES[request.query.file_format])
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-export-rows', String(file.rows))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

export default transactionExportRoutes;
