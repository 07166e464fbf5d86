// temporary: a statement with a refused entry, screenshotted pl/en at 1280 and 390
import fs from 'node:fs';
import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
import { ADMIN_PASSWORD, signIn, signedInStorage, startBuiltServer } from './bench-server.mjs';
const out = process.argv[2];
fs.mkdirSync(out, { recursive: true });
const server = await startBuiltServer();
try {
  const { accessToken } = await signIn(server.base);
  const api = async (method, route, body) => {
    const res = await fetch(`${server.base}/api${route}`, { method, headers: { authorization: `Bearer ${accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${route} ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  await api('POST', '/user/me/step-up', { password: ADMIN_PASSWORD });
  const xml = fs.readFileSync('/work/main/docs/samples/bank-statement-camt053.xml');
  const up = await api('POST', '/admin/common/upload-file', { file: { base64: xml.toString('base64'), fileName: 'camt.xml' } });
  const imp = await api('POST', '/admin/bank-statement/import', { fileId: up.file.id });
  const st = await api('GET', `/admin/bank-statement/${imp.statementId}`);
  const matched = st.entryList.filter((e) => e.status === 'matched');
  console.log('matched', matched.map((e) => e.transaction.id));
  await api('PUT', `/admin/transaction/${matched[0].transaction.id}/accept`);
  const res = await api('POST', `/admin/bank-statement/${imp.statementId}/confirm`);
  console.log(JSON.stringify(res.results));
  const storage = await signedInStorage(server.base);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const lang of ['pl', 'en']) for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${server.base}/login`);
    await page.evaluate((s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }, { ...storage, platformLanguage: lang });
    await page.goto(`${server.base}/bank-statements/${imp.statementId}`);
    await page.getByTestId('bank-entry').first().waitFor();
    await page.screenshot({ path: `${out}/statement-${lang}-${width}.png`, fullPage: true });
    await page.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
