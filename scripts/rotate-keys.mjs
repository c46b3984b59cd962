// `npm run rotate-keys`: rewraps every stored file's data key under FILE_KEY (server/rotate-keys.ts), reading files
// sealed under the keys in FILE_KEY_PREVIOUS, and seals files stored before encryption. Same settings as the server
// (DATA_DIR, S3_URL, FILE_KEY, FILE_KEY_PREVIOUS); see docs/operations.md "Encryption at rest".
import { loadConfig } from '../server/config.ts';
import { createFileStore } from '../server/storage-config.ts';
import { rotateFileKeys } from '../server/rotate-keys.ts';

const config = loadConfig();
const files = createFileStore(config);
console.log(`Rotating file keys in ${files.description}: ${config.fileKeysPrevious.length} earlier key(s) in FILE_KEY_PREVIOUS.`);
let shown = 0;
const report = await rotateFileKeys(files, (r) => {
  const done = r.rewrapped + r.sealed + r.current + r.failed.length;
  if (done - shown >= 500) {
    shown = done;
    console.log(`  ${done} files...`);
  }
});
await files.close();
console.log(
  `Done: ${report.rewrapped} rewrapped, ${report.sealed} plain files sealed, ${report.current} already under FILE_KEY, ${report.failed.length} failed.`,
);
for (const { location, reason } of report.failed) console.error(`  ${location}: ${reason}`);
if (report.failed.length > 0) {
  console.error('Some files were left as they were: keep their key in FILE_KEY_PREVIOUS until they are dealt with.');
  process.exit(1);
}
