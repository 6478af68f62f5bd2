import { schema } from '@kipu/db';
import { esOperacionAdjunto, OPERACIONES_ADJUNTO, type OperacionAdjunto } from '@kipu/peru';
import { ilike, or } from 'drizzle-orm';
import { definirMaestro } from '../../../shared/definir-maestro.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { COLUMNA_ESTADO, recortar } from '../../../shared/tablas-de-empresa.ts';

type Fila = typeof schema.tiposAdjunto.$inferSelect;

export type TipoAdjuntoVista = {
  id: string;
  codigo: string;
  descripcion: string;
  tipo_operacion: string[];
  deleted_at: string | null;
};

const vistaTipoAdjunto = (t: Fila): TipoAdjuntoVista => ({
  id: t.id,
  codigo: t.codigo,
  descripcion: t.descripcion,
  tipo_operacion: t.tipoOperacion,
  deleted_at: t.deletedAt?.toISOString() ?? null,
});

export type TipoAdjuntoEntrada = { codigo: string; descripcion: string; tipo_operacion: string[] };

function columnas(e: TipoAdjuntoEntrada) {
  const codigo = recortar(e.codigo).toUpperCase();
  const descripcion = recortar(e.descripcion).toUpperCase();
  if (!codigo) throw entradaInvalida('Ingrese el código del tipo de adjunto');
  if (codigo.length > 20) throw entradaInvalida('El código del tipo de adjunto tiene hasta 20 caracteres');
  if (!descripcion) throw entradaInvalida('Ingrese la descripción del tipo de adjunto');
  if (descripcion.length > 150)
    throw entradaInvalida('La descripción del tipo de adjunto es demasiado larga');
  if (e.tipo_operacion.length === 0) throw entradaInvalida('Seleccione al menos un tipo de operación');
  const desconocida = e.tipo_operacion.find((o) => !esOperacionAdjunto(o));
  if (desconocida !== undefined)
    throw entradaInvalida(
      `Tipo de operación no válido: "${desconocida}" (${Object.keys(OPERACIONES_ADJUNTO).join(', ')})`,
    );
  // Kept in the catalogue's order, each once.
  const tipoOperacion = Object.keys(OPERACIONES_ADJUNTO).filter((o) => e.tipo_operacion.includes(o));
  return { codigo, descripcion, tipoOperacion };
}

const { tiposAdjunto: t } = schema;

/** Attachment types (GEN001007): search by code prefix or description. */
export const tiposAdjunto = definirMaestro<typeof t, TipoAdjuntoEntrada, TipoAdjuntoVista>({
  tabla: t,
  orden: t.codigo,
  busqueda: (texto) => or(ilike(t.codigo, `${texto}%`), ilike(t.descripcion, `%${texto}%`)),
  columnas: (_deps, _empresaId, e: TipoAdjuntoEntrada) => columnas(e),
  vistas: (_deps, filas) => filas.map(vistaTipoAdjunto),
  duplicado: () => 'Ya existe un tipo de adjunto con ese código',
  hoja: {
    titulo: 'Tipos de adjunto',
    archivo: 'tipos-adjunto',
    columnas: [
      { encabezado: 'Código', valor: (v) => v.codigo, ancho: 12 },
      { encabezado: 'Descripción', valor: (v) => v.descripcion, ancho: 40 },
      {
        encabezado: 'Operaciones',
        valor: (v) => v.tipo_operacion.map((o) => OPERACIONES_ADJUNTO[o as OperacionAdjunto] ?? o).join(', '),
        ancho: 40,
      },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});
