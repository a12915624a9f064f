import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE, iconFile } from './catalogue/index.ts';
import { productIconSvg } from './product-icons.ts';

/** Writes the catalogue's icons into the web app's public folder. */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public/product-icons');
fs.mkdirSync(dir, { recursive: true });
for (const e of CATALOGUE) fs.writeFileSync(path.join(dir, iconFile(e.code)), productIconSvg(e));
process.stdout.write(`${CATALOGUE.length} icons in ${dir}\n`);
