import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, at the end of every run, how many tests passed only on a retry: a run that needed
 * one is flaky even when it is green (CI allows one retry).
 */
export default class RetriesReporter implements Reporter {
  private retried = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0)
      this.retried.set(
        `${path.relative(process.cwd(), test.location.file)}:${test.location.line} ${test.title}`,
        result.retry,
      );
  }

  onEnd() {
    const lines = [...this.retried].map(([title, retry]) => `  ${title} (retry ${retry})`);
    console.log(
      `Retries taken: ${this.retried.size}${lines.length ? `\n${lines.join('\n')}` : ''}`,
    );
  }

  printsToStdio() {
    return true;
  }
}
