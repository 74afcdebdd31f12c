// Part of the build: an initialised empty PGlite cluster that first starts load instead
// of running initdb (server/db/pglite-template.ts).
import { templatePath, writeTemplate } from '../server/db/pglite-template.ts';

if (await writeTemplate()) console.log(`PGlite template written to ${templatePath()}`);
