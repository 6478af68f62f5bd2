import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { apiDe, CREAR_CONTRATO, CREAR_TRABAJADOR } from './helpers/planillas.ts';

let escenario: Escenario;
let page: Page;

const CALCULAR = 'mutation($p: String!) { calcularPlanilla(periodo: $p) { estado } }';
const CERRAR = 'mutation($p: String!) { cerrarPlanilla(periodo: $p) { estado } }';
const api = <T>(query: string, variables: Record<string, unknown>) => apiDe<T>(escenario, query, variables);

beforeAll(async () => {
  escenario = await contadorEn('planillas');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

describe('benefits in a real browser', () => {
  it('computes July’s gratificación from the closed planillas and downloads its Excel', async () => {
    // A worker hired before the semester with S/ 2,000 and ONP, and January to June closed, through the API.
    const anio = new Date().getFullYear();
    const { createEmployee } = await api<{ createEmployee: { id: string } }>(CREAR_TRABAJADOR, {
      i: {
        tipo_documento: '1',
        numero_documento: '48000001',
        apellido_paterno: 'Rojas',
        nombres: 'Ana',
        fecha_ingreso: `${anio - 1}-01-01`,
      },
    });
    await api(CREAR_CONTRATO, {
      i: {
        trabajador_id: createEmployee.id,
        fecha_inicio: `${anio - 1}-01-01`,
        regimen_laboral: 'general',
        cargo: 'Vendedora',
        remuneracion_basica: '2000',
        sistema_pension: 'onp',
        salud: 'essalud',
      },
    });
    for (let mes = 1; mes <= 6; mes++) {
      const p = `${anio}0${mes}`;
      await api(CALCULAR, { p });
      await api(CERRAR, { p });
    }

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Salario y beneficios', exact: true }).click();
    await page.waitForURL('**/pla/salario-beneficios');
    await page.getByText(/No hay cálculo de Gratificación/).waitFor();
    await page.getByRole('button', { name: 'Calcular' }).click();
    await page.getByText('Cálculo guardado como borrador').waitFor();
    const fila = page.locator('tr[data-documento="48000001"]');
    await fila.waitFor();
    // The whole semester: 2,000 + the 9 % bonificación extraordinaria = 2,180.00.
    const texto = (await fila.textContent()) ?? '';
    for (const importe of ['2,000.00', '180.00', '2,180.00']) expect(texto).toContain(importe);
    expect(await page.getByTestId('beneficio-estado').textContent()).toBe('BORRADOR');

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(new RegExp(`^gratificacion-${anio}07-.*\\.xlsx$`));
    expect(
      readFileSync(await archivo.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // The CTS report of the menu opens the same screen on the CTS.
    await menu.getByRole('link', { name: 'CTS', exact: true }).click();
    await page.waitForURL('**/pla/reporte-cts');
    await page.getByText(/No hay cálculo de CTS/).waitFor();
  });
});
