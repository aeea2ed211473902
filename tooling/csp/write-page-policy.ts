// Writes the shell's inline-script hashes for a production nginx: `dist/page-policy.conf`
// sets `$ql_page_scripts` to the CSP sources of index.html's inline scripts, which change
// with every build. deploy/nginx/shell-locations.conf includes it, so the page's
// Content-Security-Policy allows exactly this build's first-paint script. Runs after the
// shell's rspack build (its npm build script).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from './content-security-policy';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/dist');

const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
const sources = inlineScriptHashes(html).join(' ');
await writeFile(
  path.join(DIST, 'page-policy.conf'),
  `# Written by the shell's build: the CSP sources of this build's inline scripts.\nset $ql_page_scripts "${sources}";\n`,
);
console.log(`shell: wrote dist/page-policy.conf (${sources})`);
