import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Types an account code in a picker and waits until the only account with that code is chosen. */
export async function elegirCuenta(page: Page, selector: string, codigo: string, denominacion: string) {
  await page.locator(selector).fill(codigo);
  await expect
    .poll(() => page.locator(selector).inputValue(), { timeout: 15_000 })
    .toBe(`${codigo} - ${denominacion}`);
}
