import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { escribirFecha, fechaDe } from './helpers/fechas.ts';

let escenario: Escenario;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('planillas');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

/** This month in Lima (the screens' default period) and a working day of it: the Tuesday from the 10th. */
function diaLaborableDelMes(): string {
  const lima = new Date(Date.now() - 5 * 3_600_000);
  const dia = new Date(Date.UTC(lima.getUTCFullYear(), lima.getUTCMonth(), 10));
  while (dia.getUTCDay() !== 2) dia.setUTCDate(dia.getUTCDate() + 1);
  return dia.toISOString().slice(0, 10);
}

const diasDelMes = (fecha: string) =>
  new Date(Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)), 0)).getUTCDate();

/** An attendance workbook as a person fills it (dni, fecha, entrada, salida, marca). */
async function excelAsistencia(filas: string[][]) {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Asistencia');
  hoja.addRow(['dni', 'fecha', 'entrada', 'salida', 'marca']);
  for (const f of filas) hoja.addRow(f);
  return {
    name: 'asistencia.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await libro.xlsx.writeBuffer()),
  };
}

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
    await escribirFecha(page.locator('#trabajador-fecha_ingreso'), '2025-03-01');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Trabajador registrado').waitFor();
    const fila = page.locator('table tbody tr', { hasText: '45678912' });
    await fila.waitFor();
    expect(await fila.textContent()).toContain('QUISPE MAMANI ROSA ELENA');

    await page.getByRole('button', { name: 'Contratos de 45678912' }).click();
    const contratos = page.getByRole('dialog', { name: /Contratos de QUISPE/ });
    await contratos.getByText('El trabajador no tiene contratos').waitFor();
    await contratos.getByRole('button', { name: 'Nuevo contrato' }).click();
    expect(await fechaDe(page.locator('#contrato-fecha-inicio'))).toBe('2025-03-01');
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

  it("gives the company an office schedule and imports the worker's attendance from Excel", async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Horarios y feriados', exact: true }).click();
    await page.waitForURL('**/pla/horario');
    await page.getByRole('button', { name: 'Nuevo horario' }).click();
    await page.locator('#horario-nombre').fill('Oficina');
    await page.locator('#horario-tolerancia-minutos').fill('10');
    await page.locator('.p-inputswitch:has(#horario-predeterminado)').click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Horario registrado').waitFor();
    const horario = page.locator('tr[data-horario="OFICINA"]');
    await horario.waitFor();
    expect(await horario.textContent()).toContain('PREDETERMINADO');

    await menu.getByRole('link', { name: 'Asistencia', exact: true }).click();
    await page.waitForURL('**/pla/operation/assistance');
    const dia = diaLaborableDelMes();
    // A wrong row is listed with its number and nothing is imported.
    await page
      .locator('#asistencia-archivo')
      .setInputFiles(await excelAsistencia([['99999999', dia, '08:00', '17:00', '']]));
    const errores = page.getByRole('table', { name: 'Filas con errores' });
    await errores.waitFor();
    expect(await errores.textContent()).toContain('No hay un trabajador activo con el documento 99999999');
    // 08:00–17:00 with 10 minutes of tolerance: arriving 08:20 is 20 minutes late; leaving 19:30 is
    // 2 h 30 min of overtime, 2 h at 25 % and 30 min at 35 %.
    await page
      .locator('#asistencia-archivo')
      .setInputFiles(await excelAsistencia([['45678912', dia, '08:20', '19:30', '']]));
    await page.getByText('Asistencia importada: 1 días de 1 trabajador(es)').waitFor();
    const fila = page.locator('tr[data-documento="45678912"]');
    await expect
      .poll(async () => (await fila.locator('td').allTextContents()).slice(2, 8))
      .toEqual(['OFICINA', String(diasDelMes(dia)), '1', '2.00', '0.50', '20']);
  });

  it('computes the month with the attendance and an advance, closes it and downloads the payslip PDF', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Planilla', exact: true }).click();
    await page.waitForURL('**/pla/planilla');
    await page.getByText(/No hay planilla calculada de/).waitFor();

    await page.getByRole('textbox', { name: 'Adelanto (S/) de 45678912' }).fill('150');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await page.getByText('Planilla calculada').waitFor();
    const boleta = page.locator('tr[data-documento="45678912"]');
    await boleta.waitFor();
    // S/ 2,000 is 8.3333 an hour: overtime 2 h × 1.25 = 20.83 and 0.5 h × 1.35 = 5.63, gross 2,026.46; the
    // 20 late minutes cost 2.78 and lower the bases to 2,023.68: ONP 13 % = 263.08, EsSalud 9 % = 182.13;
    // net 2,026.46 − 263.08 − 2.78 − 150 = 1,610.60.
    const texto = (await boleta.textContent()) ?? '';
    for (const importe of ['2,026.46', '263.08', '182.13', '1,610.60']) expect(texto).toContain(importe);
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
