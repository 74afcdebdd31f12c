import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ProductUploadError } from '../../../src/domain/contracts/kitchen.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { ApiError, fieldErrors, msg } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { readSheetFile, sniffSheetFile } from '../../lib/sheet-file.ts';
import { csvText } from '../../lib/sheet-text.ts';
import { currentUser } from '../../plugins/auth.ts';
import { oneFileUpload, readFilePart, storeFile, type UploadLimit } from '../attachments/service.ts';
import { MAX_PRODUCT_ROWS, OPTIONAL_COLUMNS, REQUIRED_COLUMNS, SKU_COLUMN } from './product-rows.ts';
import { templateSchema, uploadSchema } from './schemas.ts';
import { importProducts } from './service.ts';
import { PRODUCT_XLSX_LIMITS } from './xlsx-limits.ts';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const PRODUCT_FILE_LIMIT: UploadLimit = {
  maxBytes: MAX_FILE_BYTES,
  tooLarge: msg('kitchen.upload.too_large', { mb: MAX_FILE_BYTES / 1024 / 1024 }),
};
const fileError = (key: string, vars?: Record<string, string | number>) =>
  fieldErrors({ file: [msg(key, vars)] });

function errorReport(list: ProductUploadError[], lang: Lang): string {
  const header = ['row', 'field', 'message'].map((key) => translate(lang, `kitchen.upload.report_${key}`));
  return csvText([header, ...list.map((error) => [error.row, error.field, error.message])]);
}

/**
 * POST /upload/product and GET /upload/product/template (under the plugin's prefix), for the
 * kitchen and for whoever manages the menu.
 */
const productUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only these routes accept multipart.
  await app.register(multipart, oneFileUpload());
  const onRequest = app.requirePermission(pluginAccessPermission('food_ordering'), PERMISSIONS.changeMenu);

  app.get('/upload/product/template', { schema: templateSchema, onRequest }, async (request, reply) => {
    const all = request.query.type === 'all_fields';
    const columns = [SKU_COLUMN, ...REQUIRED_COLUMNS, ...(all ? OPTIONAL_COLUMNS : [])];
    const example: Record<string, string> = {
      sku: 'SHAWARMA-1',
      name_en: 'Chicken Shawarma',
      name_ar: 'شاورما دجاج',
      category: 'Grills',
      price: '1.750',
      description_en: 'Grilled chicken, garlic sauce, pickles',
      description_ar: 'دجاج مشوي مع الثوم والمخلل',
      discounted_price: '1.500',
      // Pictures come through the image upload; its /media/ address goes here.
      image_url: '',
      available: 'yes',
    };
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${request.query.type}.csv"`)
      .send(csvText([columns, columns.map((column) => example[column] ?? '')]));
  });

  app.post('/upload/product', { schema: uploadSchema, onRequest }, async (request, reply) => {
    const user = currentUser(request);
    const lang = pickLang(request.headers['accept-language']);
    const { bytes, filename } = await readFilePart(request, PRODUCT_FILE_LIMIT);
    const type = sniffSheetFile(bytes, filename);
    if (!type) throw fileError('kitchen.upload.file_type');
    let sheet: Awaited<ReturnType<typeof readSheetFile>>;
    try {
      sheet = await readSheetFile(bytes, type, PRODUCT_XLSX_LIMITS);
    } catch (err) {
      // A workbook over its limits says which; anything else the parser chokes on is unreadable.
      if (err instanceof ApiError) throw err;
      throw fileError('kitchen.upload.unreadable');
    }
    const missing = REQUIRED_COLUMNS.filter((column) => !sheet.headers.includes(column));
    if (missing.length) throw fileError('kitchen.upload.missing_columns', { columns: missing.join(', ') });
    if (sheet.rows.length === 0) throw fileError('kitchen.upload.no_rows');
    if (sheet.rows.length > MAX_PRODUCT_ROWS)
      throw fileError('kitchen.upload.too_many_rows', { max: MAX_PRODUCT_ROWS });

    const imported = await importProducts(app.db, user, sheet, lang);
    if (imported.errors.length) {
      const errorsFile = await storeFile(app, {
        merchantId: user.merchant_id,
        name: 'product-upload-errors.csv',
        contentType: 'text/csv; charset=utf-8',
        bytes: Buffer.from(errorReport(imported.errors, lang)),
      });
      return reply.code(400).send({
        message: translate(lang, 'kitchen.upload.has_errors', { count: imported.errors.length }),
        errors: imported.errors,
        errors_file: errorsFile,
        rows: imported.rows,
      });
    }
    const { created, updated, rows } = imported;
    const message = updated
      ? translate(lang, 'menu_ops.upload_saved', { created, count: updated })
      : translate(lang, 'kitchen.upload.created', { count: created });
    return reply.code(200).send({ message, created, updated, rows });
  });
};

export default productUploadRoutes;
