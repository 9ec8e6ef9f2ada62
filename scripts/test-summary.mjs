// Prints one plain closing line ("tests: N passed, N failed, N skipped") from Vitest's JSON report.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'dist/test-results.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
const failed = report.numFailedTests ?? 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
