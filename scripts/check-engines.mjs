// `npm run check:engines` (a step of `npm test`): every package in package-lock.json must accept
// the lowest Node the project supports (the root `engines.node`, today 20.19). A dependency
// that moves its floor past it makes `npm install` print EBADENGINE warnings on a supported
// Node and may use what that Node lacks: pin a compatible version with `overrides`.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { root } from './lib.mjs';

/** The packages of a lockfile whose `engines.node` excludes `version`: `path@version (range)`. */
export function packagesExcluding(lock, version) {
  return Object.entries(lock.packages ?? {})
    .filter(([, entry]) => typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(version, entry.engines.node, { loose: true }))
    .map(
      ([where, entry]) =>
        `${where || '(root)'}@${entry.version ?? ''} (node ${entry.engines.node})`,
    );
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(root, 'scripts', 'check-engines.mjs')
) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const floor = semver.minVersion(manifest.engines.node)?.version;
  if (!floor) throw new Error(`package.json engines.node is not a range: ${manifest.engines.node}`);
  // the floor and the newest 20.x the range admits: both must be accepted
  const versions = [floor, '20.99.0'].filter((v) => semver.satisfies(v, manifest.engines.node));
  const failures = versions.flatMap((v) =>
    packagesExcluding(lock, v).map((p) => `Node ${v}: ${p}`),
  );
  if (failures.length > 0) {
    console.error(`Packages that refuse a supported Node (${manifest.engines.node}):`);
    for (const failure of failures) console.error(`  ${failure}`);
    console.error('Pin a compatible version in the root package.json "overrides".');
    process.exit(1);
  }
  console.log(`engines: every locked package accepts Node ${versions.join(' and ')}.`);
}
