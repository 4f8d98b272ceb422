import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Tests never reach a build, so editing one does not make the next `npm start` rebuild. */
const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/**
 * Every file under `inputs` (files or folders, relative to `root`), as sorted forward-slash paths.
 * @param {{ root: string, inputs: string[] }} options
 * @returns {string[]}
 */
export function listInputFiles({ root, inputs }) {
  const files = [];
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute)) visit(path.posix.join(relative, entry));
    } else if (!isTestFile(relative)) {
      files.push(relative);
    }
  };
  for (const input of inputs) visit(input);
  return [...new Set(files)].sort();
}

/**
 * A hash of the paths and contents of a build's inputs. Contents, not modification times, so a
 * checkout or a touch that changes nothing does not cost a rebuild (hashing them takes milliseconds).
 * @param {{ root: string, inputs: string[] }} options
 * @returns {string}
 */
export function fingerprintInputs({ root, inputs }) {
  const hash = createHash('sha256');
  for (const file of listInputFiles({ root, inputs })) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
