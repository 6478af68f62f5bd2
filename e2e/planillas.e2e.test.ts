import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';

let escenario: Escenario;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('planillas');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

/** Picks an option of a CampoSelect by its control id. */
async function elegir(id: string, opcion: string) {
  await page.locator(`.p-dropdown:has(#${id})`).click();
  await page.locator('.p-dropdown-item', { hasText: opcion }).first().click();
}

describe('payroll in a real browser', () => {
  it('registers a worker with an ONP contract from the screens', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Trabajadores', exact: true }).click();
    await page.waitForURL('**/pla/trabajador');

    await page.getByRole('button', { name: 'Nuevo trabajador' }).click();
    await page.locator('#trabajador-numero_documento').fill('45678912');
    await page.locator('#trabajador-apellido_paterno').fill('Quispe');
    await page.locator('#trabajador-apellido_materno').fill('Mamani');
    await page.locator('#trabajador-nombres').fill('Rosa Elena');
    await page.locator('#trabajador-fecha_ingreso').fill('2025-03-01');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Trabajador registrado').waitFor();
    const fila = page.locator('table tbody tr', { hasText: '45678912' });
    await fila.waitFor();
    expect(await fila.textContent()).toContain('QUISPE MAMANI ROSA ELENA');

    await page.getByRole('button', { name: 'Contratos de 45678912' }).click();
    const contratos = page.getByRole('dialog', { name: /Contratos de QUISPE/ });
    await contratos.getByText('El trabajador no tiene contratos').waitFor();
    await contratos.getByRole('button', { name: 'Nuevo contrato' }).click();
    expect(await page.locator('#contrato-fecha-inicio').inputValue()).toBe('2025-03-01');
    await page.locator('#contrato-cargo').fill('Asistente contable');
    await page.locator('#contrato-remuneracion-basica').fill('2000');
    await elegir('contrato-sistema-pension', 'ONP');
    await elegir('contrato-salud', 'EsSalud');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Contrato registrado').waitFor();
    const contrato = contratos.locator('tbody tr', { hasText: 'ASISTENTE CONTABLE' });
    await contrato.waitFor();
    expect(await contrato.textContent()).toContain('2,000.00');
    await contratos.getByRole('button', { name: /close|cerrar/i }).click();
  });

  it('computes the month with an advance, closes it and downloads the payslip PDF', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Planilla', exact: true }).click();
    await page.waitForURL('**/pla/planilla');
    await page.getByText(/No hay planilla calculada de/).waitFor();

    await page.getByRole('textbox', { name: 'Adelanto (S/) de 45678912' }).fill('150');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await page.getByText('Planilla calculada').waitFor();
    const boleta = page.locator('tr[data-documento="45678912"]');
    await boleta.waitFor();
    // S/ 2,000 with ONP 13 % = 260.00 and no quinta; EsSalud 9 % = 180.00; net 2,000 − 260 − 150 = 1,590.00.
    const texto = (await boleta.textContent()) ?? '';
    for (const importe of ['2,000.00', '260.00', '180.00', '1,590.00']) expect(texto).toContain(importe);
    expect(await page.getByTestId('planilla-estado').textContent()).toBe('BORRADOR');

    await page.getByRole('button', { name: 'Cerrar planilla' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Cerrar planilla' }).click();
    await page.getByText('Planilla cerrada').waitFor();
    await expect.poll(() => page.getByTestId('planilla-estado').textContent()).toBe('CERRADA');

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Boleta PDF de 45678912' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(/^boleta-\d{6}-45678912\.pdf$/);
    const ruta = await archivo.path();
    expect(readFileSync(ruta).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
