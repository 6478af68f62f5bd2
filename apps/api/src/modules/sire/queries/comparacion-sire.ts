import {
  type CategoriaComparacion,
  compararPropuesta,
  type Diferencia,
  type FilaPropuesta,
  type Importes,
  type RegistroSire,
} from '@kipu/peru/sire/index';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { comprobantesDelLibro } from '../filas-del-libro.ts';
import { empresaSire, exigirPeriodo, exigirRegistro } from '../registro-y-periodo.ts';
import { camposImporte, type ImporteSire, propuestaGuardada } from '../resumen-propuesta.ts';

export type TotalCategoriaSire = {
  categoria: CategoriaComparacion;
  cantidad: number;
  sunat: ImporteSire[];
  libros: ImporteSire[];
};

export type ResultadoSire = {
  categoria: CategoriaComparacion;
  tipo: string;
  serie: string;
  numero: string;
  numero_final: string | null;
  numero_documento: string | null;
  /** CUOs of the register lines involved. */
  cuos: string[];
  /** SUNAT's CAR of each proposal row involved. */
  cars: string[];
  diferencias: Diferencia[];
};

export type ComparacionSireVista = {
  registro: RegistroSire;
  periodo: string;
  ticket: string;
  descargada: string;
  totales: TotalCategoriaSire[];
  resultados: ResultadoSire[];
};

const CATEGORIAS: readonly CategoriaComparacion[] = ['coincide', 'difiere', 'soloSunat', 'soloLibros'];

const lista = (registro: RegistroSire, importes: Importes): ImporteSire[] =>
  camposImporte(registro).map((campo) => ({ campo, importe: importes[campo] ?? '0.00' }));

/**
 * The stored proposal of a register and period against the company's own register of that period (the
 * PLE rows), by category with the fields that differ and the totals of each side.
 */
export async function comparacionSire(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { registro: string; periodo: string; tolerancia?: string | null },
): Promise<ComparacionSireVista> {
  const registro = exigirRegistro(args.registro);
  const periodo = exigirPeriodo(args.periodo);
  const empresa = await empresaSire(deps, sesion);
  const propuesta = await propuestaGuardada(deps, empresa.id, registro, periodo);
  if (!propuesta)
    throw entradaInvalida(`Descargue primero la propuesta ${registro} del periodo ${periodo} de SUNAT`);
  const tolerancia = args.tolerancia?.trim() || '0';
  if (!/^\d+(\.\d{1,2})?$/.test(tolerancia))
    throw entradaInvalida(`La tolerancia "${tolerancia}" debe ser un importe no negativo, como 0.05`);
  const libros = await comprobantesDelLibro(deps.db, empresa.id, registro, periodo);
  const c = compararPropuesta(registro, propuesta.filas as FilaPropuesta[], libros, { tolerancia });
  return {
    registro,
    periodo,
    ticket: propuesta.ticket,
    descargada: propuesta.descargada.toISOString(),
    totales: CATEGORIAS.map((categoria) => ({
      categoria,
      cantidad: c.totales[categoria].cantidad,
      sunat: lista(registro, c.totales[categoria].sunat),
      libros: lista(registro, c.totales[categoria].libros),
    })),
    resultados: c.resultados.map((r) => ({
      categoria: r.categoria,
      tipo: r.tipo,
      serie: r.serie,
      numero: r.numero,
      numero_final: r.numeroFinal,
      numero_documento: r.numeroDocumento,
      cuos: r.libros.flatMap((l) => (l.referencia ? [l.referencia] : [])),
      cars: r.sunat.flatMap((s) => (s.car ? [s.car] : [])),
      diferencias: r.diferencias,
    })),
  };
}
