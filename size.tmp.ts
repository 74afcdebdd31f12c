import { launchBrowser, measureRoute } from './bench/js-size';
const browser = await launchBrowser();
for (const route of process.argv.slice(2)) {
  const load = await measureRoute(browser, `http://127.0.0.1:${process.env.P}`, route);
  console.log(route, (load.totalGzipBytes / 1024).toFixed(1));
  for (const s of load.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log('  ', (s.gzipBytes / 1024).toFixed(1), s.path);
}
await browser.close();
