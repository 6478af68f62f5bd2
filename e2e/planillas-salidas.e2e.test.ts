import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { periodoDe } from './helpers/fechas.ts';
import { apiDe, CREAR_CONTRATO, CREAR_TRABAJADOR } from './helpers/planillas.ts';

let escenario: Escenario;
let page: Page;

const CALCULAR = 'mutation($p: String!) { calcularPlanilla(periodo: $p) { total_neto } }';

/** Runs a call as the demo accountant. */
const api = <T>(query: string, variables: Record<string, unknown>) => apiDe<T>(escenario, query, variables);

beforeAll(async () => {
  escenario = await contadorEn('planillas');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

describe('payroll outputs in a real browser', () => {
  it('mails a payslip from the month’s planilla and downloads the planilla report as Excel', async () => {
    // A worker with e-mail and an ONP contract, and the current month computed, through the API.
    const { createEmployee } = await api<{ createEmployee: { id: string } }>(CREAR_TRABAJADOR, {
      i: {
        tipo_documento: '1',
        numero_documento: '47000001',
        apellido_paterno: 'Salas',
        nombres: 'Luis',
        email: 'luis.salas@correo.pe',
        fecha_ingreso: '2025-01-01',
      },
    });
    await api(CREAR_CONTRATO, {
      i: {
        trabajador_id: createEmployee.id,
        fecha_inicio: '2025-01-01',
        regimen_laboral: 'general',
        cargo: 'Asistente',
        remuneracion_basica: '2500',
        sistema_pension: 'onp',
        salud: 'essalud',
      },
    });
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Planilla', exact: true }).click();
    await page.waitForURL('**/pla/planilla');
    const mes = await periodoDe(page.locator('#planilla'));
    const periodo = mes.replace('-', '');
    await api(CALCULAR, { p: periodo });
    await page.reload();
    const boleta = page.locator('tr[data-documento="47000001"]');
    await boleta.waitFor();

    await page.getByRole('button', { name: 'Enviar boleta de 47000001 por correo' }).click();
    await page.getByText('Boleta enviada a luis.salas@correo.pe').waitFor();

    await menu.getByRole('link', { name: 'Reportes de planilla', exact: true }).click();
    await page.waitForURL('**/pla/reporte-planillas');
    const tabla = page.getByRole('table', { name: /Planilla de remuneraciones/ });
    await tabla.locator('tr', { hasText: '47000001' }).waitFor();
    // S/ 2,500 with ONP 13 % = 325.00: net 2,175.00 (no quinta under 7 UIT a year).
    expect(await tabla.locator('tr', { hasText: '47000001' }).textContent()).toContain('2,175.00');

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(
      new RegExp(`^planilla-${periodo}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    expect(
      readFileSync(await archivo.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
