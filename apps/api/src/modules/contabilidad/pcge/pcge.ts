import { schema } from '@kipu/db';
import { banderasPorDefecto, codigoPadre, elementoDe, requiereAmarre, validarCodigoCuenta } from '@kipu/peru';
import { asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import {
  activasDeEmpresa,
  actualizarFila,
  exigirDeEmpresa,
  type FiltroLista,
  fijarVigencia,
  filtroDeEmpresa,
  insertarFila,
  type Pagina,
  paginar,
  textoDeBusqueda,
} from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

type Fila = typeof schema.pcgeCuentas.$inferSelect;

export type CuentaVista = {
  id: string;
  codigo: string;
  denominacion: string;
  nivel: number;
  codigo_padre: string | null;
  esf: boolean;
  ern: boolean;
  erf: boolean;
  efle: boolean;
  ecp: boolean;
  efe: boolean;
  smvn: boolean;
  smve: boolean;
  amarre_debe: string | null;
  amarre_haber: string | null;
  deleted_at: string | null;
};

const vista = (c: Fila): CuentaVista => ({
  id: c.id,
  codigo: c.codigo,
  denominacion: c.denominacion,
  nivel: c.nivel,
  codigo_padre: c.codigoPadre,
  esf: c.esf,
  ern: c.ern,
  erf: c.erf,
  efle: c.efle,
  ecp: c.ecp,
  efe: c.efe,
  smvn: c.smvn,
  smve: c.smve,
  amarre_debe: c.amarreDebe,
  amarre_haber: c.amarreHaber,
  deleted_at: c.deletedAt?.toISOString() ?? null,
});

export type FiltroPcge = FiltroLista;

/** Accounts of a company by code (prefix) or name; deleted ones only when asked. */
export function filtroPcge(empresaId: string, f: FiltroPcge): SQL | undefined {
  const { pcgeCuentas } = schema;
  const texto = textoDeBusqueda(f.param);
  return filtroDeEmpresa(
    pcgeCuentas,
    empresaId,
    f.eliminados,
    texto
      ? or(ilike(pcgeCuentas.codigo, `${texto}%`), ilike(pcgeCuentas.denominacion, `%${texto}%`))
      : undefined,
  );
}

/** The session company's chart, searched by code (prefix) or name, in code order, paged. */
export async function listarPcge(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroPcge,
): Promise<Pagina<CuentaVista>> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { pcgeCuentas } = schema;
  // The chart's pages hold up to 2000 accounts; other lists stop at 500.
  const p = await paginar(deps, pcgeCuentas, filtroPcge(empresaId, f), asc(pcgeCuentas.codigo), f, 2000);
  return { total: p.total, filas: p.filas.map(vista) };
}

export type CuentaEntrada = {
  codigo: string;
  denominacion: string;
  amarre_debe?: string | null;
  amarre_haber?: string | null;
};

async function cuentaDe(deps: Dependencias, empresaId: string, codigo: string): Promise<Fila | undefined> {
  const { pcgeCuentas } = schema;
  const [c] = await deps.db
    .select()
    .from(pcgeCuentas)
    .where(activasDeEmpresa(pcgeCuentas, empresaId, eq(pcgeCuentas.codigo, codigo)));
  return c;
}

async function validarAmarres(deps: Dependencias, empresaId: string, codigo: string, e: CuentaEntrada) {
  const debe = e.amarre_debe?.trim() || null;
  const haber = e.amarre_haber?.trim() || null;
  if ((debe || haber) && !requiereAmarre(codigo))
    throw entradaInvalida('Solo las cuentas de gastos 62 a 68 tienen amarres de destino');
  if (Boolean(debe) !== Boolean(haber))
    throw entradaInvalida('El amarre necesita la cuenta de destino (9) y la de cargo imputable (79)');
  if (debe && !(debe.startsWith('9') && (await cuentaDe(deps, empresaId, debe))))
    throw entradaInvalida(`La cuenta de destino ${debe} no existe en el elemento 9`);
  if (haber && !(haber.startsWith('79') && (await cuentaDe(deps, empresaId, haber))))
    throw entradaInvalida(`La cuenta ${haber} no existe en la cuenta 79`);
  return { amarreDebe: debe, amarreHaber: haber };
}

/** A new account under an existing parent, with the element's default report flags. */
export async function crearCuenta(
  deps: Dependencias,
  sesion: SesionActiva,
  e: CuentaEntrada,
): Promise<CuentaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const codigo = e.codigo.trim();
  const denominacion = e.denominacion.trim().toUpperCase();
  const error = validarCodigoCuenta(codigo);
  if (error) throw entradaInvalida(error);
  if (!denominacion) throw entradaInvalida('Ingrese la denominación de la cuenta');
  const padre = codigoPadre(codigo);
  if (padre && codigo.length > 2 && !(await cuentaDe(deps, empresaId, padre)))
    throw entradaInvalida(`La cuenta ${padre} no existe: créela primero`);
  const amarres = await validarAmarres(deps, empresaId, codigo, e);
  const valores = {
    empresaId,
    codigo,
    denominacion,
    nivel: codigo.length,
    elemento: elementoDe(codigo),
    codigoPadre: padre,
    ...banderasPorDefecto(codigo),
    ...amarres,
  };
  return vista(await insertarFila(deps, schema.pcgeCuentas, valores, `La cuenta ${codigo} ya existe`));
}

const exigirCuenta = (deps: Dependencias, sesion: SesionActiva, id: string) =>
  exigirDeEmpresa(deps, sesion, schema.pcgeCuentas, id);

/** The code never changes and the unique index also holds deleted accounts: no write can repeat one. */
const repetida = (c: Fila) => `La cuenta ${c.codigo} ya existe`;

export async function actualizarCuenta(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  e: Omit<CuentaEntrada, 'codigo'>,
): Promise<CuentaVista> {
  const actual = await exigirCuenta(deps, sesion, id);
  const denominacion = e.denominacion.trim().toUpperCase();
  if (!denominacion) throw entradaInvalida('Ingrese la denominación de la cuenta');
  const amarres = await validarAmarres(deps, actual.empresaId, actual.codigo, {
    ...e,
    codigo: actual.codigo,
  });
  return vista(
    await actualizarFila(deps, schema.pcgeCuentas, id, { denominacion, ...amarres }, repetida(actual)),
  );
}

/** Soft delete (never of an account with active sub-accounts) and re-activation. */
export async function cambiarVigenciaCuenta(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
): Promise<CuentaVista> {
  const actual = await exigirCuenta(deps, sesion, id);
  const { pcgeCuentas } = schema;
  if (!vigente) {
    const [hija] = await deps.db
      .select({ id: pcgeCuentas.id })
      .from(pcgeCuentas)
      .where(activasDeEmpresa(pcgeCuentas, actual.empresaId, eq(pcgeCuentas.codigoPadre, actual.codigo)))
      .limit(1);
    if (hija) throw entradaInvalida(`La cuenta ${actual.codigo} tiene subcuentas activas`);
  }
  return vista(await fijarVigencia(deps, pcgeCuentas, id, vigente, repetida(actual)));
}
