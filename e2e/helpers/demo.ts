import { exigirGql } from './sesion.ts';

/** The demo accounts of the restaurant (apps/api/src/demo/cuentas-demo.ts). */
export const MOZO = { email: 'mozo@kipu.pe', password: 'Mozo2026' };
export const CAJERO = { email: 'cajero@kipu.pe', password: 'Cajero2026' };
export const COCINERO = { email: 'cocinero@kipu.pe', password: 'Cocinero2026' };

const RUC_COMERCIAL = '20601234565';

/**
 * The demo waiter works in the demo restaurant, his active company. A test that sets up a room of its
 * own in the demo shop (where he is staff too) sends him there first, as choosing that company and its
 * PRINCIPAL local would: his next login lands in the shop.
 */
export async function mozoEnEmpresaDemo(url: string): Promise<void> {
  const login = await exigirGql<{ login: { authentication: string } }>(
    url,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { authentication } }',
    { e: MOZO.email, p: MOZO.password },
    '',
  );
  const token = login.login.authentication;
  const { empresasUsuario } = await exigirGql<{ empresasUsuario: { id: string; ruc: string }[] }>(
    url,
    '{ empresasUsuario { id ruc } }',
    {},
    token,
  );
  const id = empresasUsuario.find((e) => e.ruc === RUC_COMERCIAL)?.id;
  if (!id) throw new Error('El mozo demo no trabaja en la empresa demo');
  const { empresa } = await exigirGql<{ empresa: { locales: { id: string; nombre_corto: string }[] } }>(
    url,
    'query($id: String!) { empresa(id: $id) { locales { id nombre_corto } } }',
    { id },
    token,
  );
  const local = empresa.locales.find((l) => l.nombre_corto === 'PRINCIPAL')?.id;
  const periodo = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' })
    .format(new Date())
    .slice(0, 7);
  await exigirGql(
    url,
    'mutation($e: String!, $l: String!, $p: String!) { seleccionarEmpresa(empresa_id: $e, local_id: $l, periodo: $p) { periodo } }',
    { e: id, l: local, p: periodo },
    token,
  );
}
