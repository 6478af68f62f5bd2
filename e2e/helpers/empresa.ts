import type { Page } from 'playwright-core';
import { elegirEmpresaDemo } from './escenario.ts';
import { gql, tokenDe } from './sesion.ts';

/** The fields of EmpresaInput, read back to update one of them and keep the rest. */
const DATOS = `ruc razon_social nombre_comercial direccion ubigeo estado condicion email telefono documento_id dni
  representante logo rubro regimen_planilla`;

/**
 * Declares the rubro of the demo company, as Datos generales › Empresas does, and chooses the company
 * again so that the page's session carries it.
 */
export async function declararRubroDemo(page: Page, url: string, rubro: string): Promise<void> {
  const token = await tokenDe(page);
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('Company') ?? '{}').id as string);
  const leida = await gql<{ empresa: Record<string, unknown> }>(
    url,
    `query($id: String!) { empresa(id: $id) { ${DATOS} } }`,
    { id },
    token,
  );
  if (!leida.cuerpo.data) throw new Error(JSON.stringify(leida.cuerpo.errors));
  const r = await gql(
    url,
    'mutation($id: String!, $i: EmpresaInput!) { updateEmpresa(id: $id, input: $i) { id } }',
    { id, i: { ...leida.cuerpo.data.empresa, rubro } },
    token,
  );
  if (r.cuerpo.errors) throw new Error(JSON.stringify(r.cuerpo.errors));
  await page.goto(`${url}/modulos`);
  await elegirEmpresaDemo(page);
}
