import type { Page } from 'playwright-core';

/**
 * Logs in through the real login form (the product runs with CAPTCHA_PROVIDER=none in these tests),
 * after forgetting whatever session this browser profile kept.
 */
export async function iniciarSesion(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${url}/login`);
  // The form refuses to send until the public configuration (the captcha provider) has arrived, which a
  // busy machine can delay past the typing.
  await page.waitForLoadState('networkidle');
  await page.locator('#email').fill(email);
  await page.locator('#password input, input#password').first().fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The access token the page keeps (localStorage Auth), to call the API as that user. */
export async function tokenDe(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('Auth') ?? '{}').authentication ?? '');
}

export async function gql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const r = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: r.status,
    cuerpo: (await r.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] },
  };
}

/** A setup call as the user of `token`, answering its data and failing on any error. */
export async function exigirGql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const r = await gql<T>(url, query, variables, token);
  if (r.cuerpo.errors || !r.cuerpo.data) throw new Error(JSON.stringify(r.cuerpo.errors));
  return r.cuerpo.data;
}
