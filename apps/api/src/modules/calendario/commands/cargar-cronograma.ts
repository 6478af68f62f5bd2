import { FUENTE_ADMINISTRADOR, parsearCsv, schema } from '@kipu/db';
import { GRUPOS_POR_DIGITO, GRUPOS_RUC, validarCronograma } from '@kipu/peru';
import { and, eq } from 'drizzle-orm';
import { leerPrimeraHoja } from '../../../infra/excel/leer-hoja.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import {
  type CronogramaVista,
  calendarioTributario,
  TIPOS_CRONOGRAMA,
  type TipoCronograma,
} from '../queries/calendario-tributario.ts';

const MAX_ERRORES = 10;

/**
 * Replaces a year's schedule with the administrator's file (CSV text or .xlsx; header periodo, grupo,
 * vence). Every row is checked first (business days only, groups of one scheme); one wrong row and
 * nothing is written.
 */
export async function cargarCronograma(
  deps: Dependencias,
  anio: number,
  tipo: string,
  archivo: { csv?: string | null; excelBase64?: string | null },
): Promise<CronogramaVista> {
  if (!Number.isInteger(anio) || anio < 2000 || anio > 2100) throw entradaInvalida('Año no válido');
  if (!TIPOS_CRONOGRAMA.includes(tipo as TipoCronograma))
    throw entradaInvalida('Tipo de cronograma no válido');
  const tamano = (archivo.csv ?? archivo.excelBase64 ?? '').length;
  if (tamano === 0) throw entradaInvalida('Adjunte el cronograma en CSV o Excel');
  if (tamano > 2_000_000) throw entradaInvalida('El archivo es demasiado grande');
  let registros: Record<string, string>[];
  if (archivo.excelBase64) {
    try {
      registros = await leerPrimeraHoja(Buffer.from(archivo.excelBase64, 'base64'));
    } catch {
      throw entradaInvalida('El archivo no es un Excel (.xlsx) válido');
    }
  } else {
    registros = parsearCsv((archivo.csv ?? '').replace(/^\uFEFF/, ''));
  }
  const filas = registros.map((f) => ({
    periodo: (f.periodo ?? '').trim(),
    grupo: (f.grupo ?? '').trim().toUpperCase(),
    vence: (f.vence ?? '').trim(),
  }));
  if (filas.length === 0) throw entradaInvalida('El archivo no tiene filas (cabecera: periodo,grupo,vence)');
  // One scheme per year: SUNAT's six groups, or one column per digit.
  const porDigito = filas.some((f) => /^[2-9]$/.test(f.grupo));
  const grupos: readonly string[] = porDigito ? GRUPOS_POR_DIGITO : GRUPOS_RUC;
  const errores = validarCronograma(anio, filas, grupos);
  if (errores.length) {
    const resto = errores.length > MAX_ERRORES ? ` (y ${errores.length - MAX_ERRORES} más)` : '';
    throw entradaInvalida(`${errores.slice(0, MAX_ERRORES).join('; ')}${resto}`);
  }
  const { cronogramas, cronogramaFechas } = schema;
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(cronogramas)
      .where(and(eq(cronogramas.anio, anio), eq(cronogramas.tipo, tipo as TipoCronograma)));
    const [c] = await tx
      .insert(cronogramas)
      .values({
        anio,
        tipo: tipo as TipoCronograma,
        grupos: [...grupos],
        verificado: true,
        fuente: FUENTE_ADMINISTRADOR,
      })
      .returning({ id: cronogramas.id });
    if (!c) throw new Error('No se pudo guardar el cronograma');
    await tx.insert(cronogramaFechas).values(filas.map((f) => ({ ...f, cronogramaId: c.id })));
  });
  return calendarioTributario(deps, anio, tipo);
}
