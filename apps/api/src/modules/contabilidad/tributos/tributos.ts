import { schema } from '@kipu/db';
import { TRIBUTOS_POR_DEFECTO } from '@kipu/peru';
import { eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { definirMaestro } from '../../../shared/definir-maestro.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import {
  activasDeEmpresa,
  COLUMNA_ESTADO,
  escribirUnico,
  recortar,
} from '../../../shared/tablas-de-empresa.ts';
import { filasDeTabla } from '../../maestros/parametricas.ts';
import {
  cuentasPcgePorId,
  type Dependencias,
  exigirCuentaPcge,
  type SesionActiva,
} from '../maestros-comun.ts';

type Fila = typeof schema.tributos.$inferSelect;

export type TributoVista = {
  id: string;
  tributo_codigo: string;
  tributo_nombre: string;
  tributo_descripcion: string;
  cuenta_id: string;
  cuenta_codigo: string;
  cuenta_denominacion: string;
  deleted_at: string | null;
};

/** SUNAT catálogo 05 (tributos), served from the reference data like parametricosbytabla('cat05'). */
const catalogo05 = () => filasDeTabla('cat05');
const tributoDe = (codigo: string) => catalogo05().find((t) => t.codigo === codigo);

async function vistasTributo(deps: Dependencias, filas: Fila[]): Promise<TributoVista[]> {
  const pcge = await cuentasPcgePorId(
    deps,
    filas.map((t) => t.cuentaId),
  );
  return filas.map((t) => {
    const cat = tributoDe(t.tributoCodigo);
    return {
      id: t.id,
      tributo_codigo: t.tributoCodigo,
      tributo_nombre: cat?.extra.nombre ?? '',
      tributo_descripcion: cat?.descripcion ?? '',
      cuenta_id: t.cuentaId,
      cuenta_codigo: pcge.get(t.cuentaId)?.codigo ?? '',
      cuenta_denominacion: pcge.get(t.cuentaId)?.denominacion ?? '',
      deleted_at: t.deletedAt?.toISOString() ?? null,
    };
  });
}

export type TributoEntrada = { tributo_codigo: string; cuenta_id: string };

const mensajeDuplicado = (codigo: string | undefined) => {
  const cat = codigo ? tributoDe(codigo) : undefined;
  return `El tributo ${codigo ?? ''}${cat ? ` ${cat.extra.nombre}` : ''} ya tiene una cuenta asignada`;
};

/** An active row of the company already maps this code (other than `exceptoId`). */
async function tributoDuplicado(
  deps: Dependencias,
  empresaId: string,
  codigo: string,
  exceptoId?: string | null,
): Promise<boolean> {
  const { tributos } = schema;
  const [fila] = await deps.db
    .select({ id: tributos.id })
    .from(tributos)
    .where(
      activasDeEmpresa(
        tributos,
        empresaId,
        eq(tributos.tributoCodigo, codigo),
        exceptoId ? ne(tributos.id, exceptoId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(fila);
}

/** duplicatedTributo: whether saving this code would repeat an active tributo of the company. */
export async function duplicadoTributo(
  deps: Dependencias,
  sesion: SesionActiva,
  codigo: string,
  exceptoId?: string | null,
): Promise<boolean> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return tributoDuplicado(deps, empresaId, recortar(codigo), exceptoId);
}

async function columnas(deps: Dependencias, empresaId: string, e: TributoEntrada, id: string | null) {
  const codigo = recortar(e.tributo_codigo);
  if (!codigo) throw entradaInvalida('Seleccione el tributo');
  if (!tributoDe(codigo))
    throw entradaInvalida(`El código ${codigo} no está en el catálogo 05 de SUNAT (tributos)`);
  const cuenta = await exigirCuentaPcge(
    deps,
    empresaId,
    e.cuenta_id,
    'Seleccione la cuenta contable del tributo',
  );
  if (await tributoDuplicado(deps, empresaId, codigo, id)) throw entradaInvalida(mensajeDuplicado(codigo));
  return { tributoCodigo: codigo, cuentaId: cuenta.id };
}

const { tributos: t } = schema;

/** Tributos (GEN001005): one active PCGE account per catálogo 05 code; search by code or tax name. */
export const tributos = definirMaestro<typeof t, TributoEntrada, TributoVista>({
  tabla: t,
  orden: t.tributoCodigo,
  busqueda: (texto) => {
    // The catalogue is not in the database: a name search becomes the codes whose name matches.
    const porNombre = catalogo05()
      .filter((c) => `${c.extra.nombre} ${c.descripcion}`.toUpperCase().includes(texto.toUpperCase()))
      .map((c) => c.codigo);
    return or(
      ilike(t.tributoCodigo, `${texto}%`),
      porNombre.length ? inArray(t.tributoCodigo, porNombre) : undefined,
    );
  },
  columnas,
  vistas: vistasTributo,
  duplicado: (v) => mensajeDuplicado(v.tributoCodigo),
  hoja: {
    titulo: 'Tributos',
    archivo: 'tributos',
    columnas: [
      { encabezado: 'Código', valor: (v) => v.tributo_codigo, ancho: 8 },
      { encabezado: 'Tributo', valor: (v) => v.tributo_nombre, ancho: 10 },
      { encabezado: 'Descripción', valor: (v) => v.tributo_descripcion, ancho: 36 },
      { encabezado: 'Cuenta', valor: (v) => v.cuenta_codigo, ancho: 10 },
      { encabezado: 'Denominación', valor: (v) => v.cuenta_denominacion, ancho: 40 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});

/**
 * tributosPorDefecto: the standard tributos (IGV → 40111, ICBPER → 40189) for those codes the company
 * has no active row for, in one transaction; answers the rows it created (none when all were there).
 */
export async function crearTributosPorDefecto(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<TributoVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { pcgeCuentas } = schema;
  const nuevos: { tributoCodigo: string; cuentaId: string; empresaId: string }[] = [];
  for (const { codigo, cuenta } of TRIBUTOS_POR_DEFECTO) {
    if (await tributoDuplicado(deps, empresaId, codigo)) continue;
    const [c] = await deps.db
      .select({ id: pcgeCuentas.id })
      .from(pcgeCuentas)
      .where(activasDeEmpresa(pcgeCuentas, empresaId, eq(pcgeCuentas.codigo, cuenta)));
    if (!c)
      throw entradaInvalida(
        `La cuenta ${cuenta} del tributo ${codigo} no está activa en su plan contable: créela o actívela primero`,
      );
    nuevos.push({ tributoCodigo: codigo, cuentaId: c.id, empresaId });
  }
  if (nuevos.length === 0) return [];
  const filas = await escribirUnico('Los tributos por defecto ya fueron registrados', () =>
    deps.db.transaction((tx) => tx.insert(schema.tributos).values(nuevos).returning()),
  );
  return vistasTributo(deps, filas);
}
