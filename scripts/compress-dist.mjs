// Writes .br and .gz beside each text asset of the web build; the server sends them to browsers that
// accept them (@fastify/static preCompressed), so nothing is compressed per request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

export function compressDist(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      compressDist(path);
    } else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) {
      const content = readFileSync(path);
      if (content.length < 1024) continue;
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
