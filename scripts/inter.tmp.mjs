import { measureInteractions, interactions } from './bench-interactions.mjs';
const only = process.argv[3] ? new RegExp(process.argv[3]) : null;
if (only) for (let i = interactions.length - 1; i >= 0; i--) if (!only.test(interactions[i].name)) interactions.splice(i, 1);
const rows = await measureInteractions(process.argv[2], { runs: 3 });
console.table(rows);
