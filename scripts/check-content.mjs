#!/usr/bin/env node
// Checks every file under content/ as the site reads it (lib/content/check-content.ts) and as the
// editor at /keystatic opens it (lib/cms/editor-problems.ts): prints each problem as
// `file:line: field: message`, errors first. Exit 1 on any error; warnings (a news article or
// job opening not yet translated) are printed and pass.
// Usage: node scripts/check-content.mjs [contentDir] (npm run check:content).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? path.join(repo, 'content'));
const jiti = createJiti(import.meta.url, { alias: { '@': repo } });
const { checkContent } = await jiti.import(path.join(repo, 'lib/content/check-content.ts'));
const { formatProblem } = await jiti.import(path.join(repo, 'lib/documents/document-file.ts'));
const { editorProblems } = await jiti.import(path.join(repo, 'lib/cms/editor-problems.ts'));

const { errors, warnings } = checkContent(dir);
errors.push(...(await editorProblems(dir)));
for (const problem of errors) console.log(`error   ${formatProblem(problem)}`);
for (const problem of warnings) console.log(`warning ${formatProblem(problem)}`);
console.log(`check-content: ${errors.length} errors, ${warnings.length} warnings`);
process.exit(errors.length > 0 ? 1 : 0);
