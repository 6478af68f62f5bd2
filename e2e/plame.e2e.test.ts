import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, iniciarSesion, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;
/** The month the screens open on (Lima), AAAAMM. */
const periodo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
})
  .format(new Date())
  .replace('-', '');

/** A call that must succeed, as the given user. */
async function llamar<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const r = await gql<T>(escenario.producto.url, query, variables, token);
  if (!r.cuerpo.data) throw new Error(JSON.stringify(r.cuerpo.errors));
  return r.cuerpo.data;
}

beforeAll(async () => {
  escenario = await contadorEn('planillas');
  ({ page } = escenario);
  const url = escenario.producto.url;
  // The top administrator sets HABITAT's commission on flujo from this month on.
  const login = await gql<{ login: { authentication: string } }>(
    url,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { authentication } }',
    { e: 'admin@kipu.pe', p: 'Admin2026' },
  );
  await llamar(
    'mutation($i: ComisionAfpInput!) { guardarComisionAfp(input: $i) { afp } }',
    { i: { afp: 'HABITAT', periodo, flujo: '2.10', mixta_flujo: '0', mixta_saldo: '1.25', fuente: 'SBS' } },
    login.cuerpo.data?.login.authentication ?? '',
  );
  // The accountant's month: one HABITAT worker, computed and closed through the API.
  const token = await tokenDe(page);
  const w = await llamar<{ createEmployee: { id: string } }>(
    'mutation($i: TrabajadorInput!) { createEmployee(input: $i) { id } }',
    {
      i: {
        tipo_documento: '1',
        numero_documento: '46781234',
        apellido_paterno: 'Rojas',
        nombres: 'Ana',
        fecha_ingreso: '2025-01-01',
      },
    },
    token,
  );
  await llamar(
    'mutation($i: ContratoInput!) { createContract(input: $i) { id } }',
    {
      i: {
        trabajador_id: w.createEmployee.id,
        fecha_inicio: '2025-01-01',
        regimen_laboral: 'general',
        cargo: 'Asistente',
        remuneracion_basica: '2500',
        sistema_pension: 'afp',
        afp: 'HABITAT',
        cuspp: 'HABI12345678',
        comision_afp: 'flujo',
        salud: 'essalud',
      },
    },
    token,
  );
  await llamar('mutation($p: String!) { calcularPlanilla(periodo: $p) { id } }', { p: periodo }, token);
  await llamar('mutation($p: String!) { cerrarPlanilla(periodo: $p) { id } }', { p: periodo }, token);
});
afterAll(() => escenario?.cerrar());

describe('AFP commissions and PLAME files in a real browser', () => {
  it('shows the accountant the month’s commissions, without editing them', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Comisiones AFP', exact: true }).click();
    await page.waitForURL('**/pla/commission');
    const habitat = page.locator('table tbody tr', { hasText: 'HABITAT' });
    await habitat.waitFor();
    expect(await habitat.textContent()).toContain('2.1');
    expect(await page.locator('table tbody tr', { hasText: 'PRIMA' }).textContent()).toContain('1.6');
    expect(await page.getByRole('button', { name: 'Editar HABITAT' }).count()).toBe(0);
  });

  it('generates the month’s PLAME files, all conforming, and downloads the .rem', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Estructuras PLAME', exact: true }).click();
    await page.waitForURL('**/pla/plame');
    await page.getByRole('button', { name: 'Generar' }).click();
    await page.getByText('Archivos PLAME generados').waitFor();
    const rem = page.locator('table tbody tr', { hasText: '.rem' });
    await rem.waitFor();
    expect(await rem.textContent()).toContain('Conforme');
    expect(await page.getByText('Con observaciones').count()).toBe(0);

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Descargar 0601\d{6}\d{11}\.rem$/ }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(new RegExp(`^0601${periodo}\\d{11}\\.rem$`));
    const lineas = readFileSync(await archivo.path(), 'latin1').split('\r\n');
    // 2,500 × 2.10 % (the administrator's commission) = 52.50; aporte 10 % = 250.00.
    expect(lineas).toContain('01|46781234|0601||52.50|');
    expect(lineas).toContain('01|46781234|0608||250.00|');
  });

  it('lets the top administrator set a fund’s commission from /pla/commission', async () => {
    const admin = await escenario.navegador.contexto.newPage();
    await iniciarSesion(admin, escenario.producto.url, 'admin@kipu.pe', 'Admin2026');
    await admin.waitForURL('**/modulos', { timeout: 90_000 });
    await admin.getByRole('button', { name: /Seleccionar PLA - Planillas/ }).click();
    await admin.waitForURL('**/home');
    await admin.goto(`${escenario.producto.url}/pla/commission`);
    await admin.getByRole('button', { name: 'Editar PRIMA' }).click();
    const flujo = admin.locator('#comision-flujo');
    await flujo.fill('1.55');
    await admin.locator('#comision-fuente').fill('SBS');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Comisiones de PRIMA guardadas').waitFor();
    await expect
      .poll(async () => admin.locator('table tbody tr', { hasText: 'PRIMA' }).textContent())
      .toContain('1.55');
    // A bad value is refused with the server's Spanish message, in the dialog.
    await admin.getByRole('button', { name: 'Editar PRIMA' }).click();
    await admin.locator('#comision-flujo').fill('101');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('PRIMA, comisión sobre flujo: el porcentaje no puede superar 100').waitFor();
  });
});
