// The browser journeys' jest environment: Node's, and when a test (or a hook) fails, a screenshot
// of every page its browsers have open, in test-output/screenshots/failures/ (the journeys'
// other screenshots are taken only with E2E_SCREENSHOTS=1). Relative imports only.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import NodeEnvironment from 'jest-environment-node';
import type { Browser } from 'playwright-core';
import { OPEN_BROWSERS } from './browser-registry';

const FAILURE_DIR = resolve(__dirname, '../../../../test-output/screenshots/failures');

/** What the environment reads of jest-circus's events. */
interface TestEvent {
  name: string;
  test?: { name: string; parent?: { name: string; parent?: unknown } };
  hook?: { parent?: { name: string; parent?: unknown } };
}

/** "describe › test" as a file name. */
function fileNameOf(event: TestEvent): string {
  const names: string[] = [];
  let block = (event.test ?? event.hook) as { name: string; parent?: unknown } | undefined;
  if (event.hook && !event.test) block = { name: 'hook', parent: event.hook.parent };
  while (block) {
    if (block.name !== 'ROOT_DESCRIBE_BLOCK') names.unshift(block.name);
    block = block.parent as { name: string; parent?: unknown } | undefined;
  }
  return names
    .join(' - ')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 150);
}

export default class BrowserJourneyEnvironment extends NodeEnvironment {
  async handleTestEvent(event: TestEvent): Promise<void> {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const browsers = (this.global as Record<string, unknown>)[OPEN_BROWSERS] as Set<Browser> | undefined;
    const pages = [...(browsers ?? [])].flatMap((browser) => browser.contexts().flatMap((c) => c.pages()));
    if (pages.length === 0) return;
    mkdirSync(FAILURE_DIR, { recursive: true });
    const name = fileNameOf(event);
    for (const [i, page] of pages.entries()) {
      // A page that is gone or hangs is no reason to hold the run up.
      await page.screenshot({ path: join(FAILURE_DIR, `${name}-${i + 1}.png`), timeout: 5000 }).catch(() => undefined);
    }
  }
}
