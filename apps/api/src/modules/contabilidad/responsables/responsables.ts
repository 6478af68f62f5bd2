import { schema } from '@kipu/db';
import { esEmailValido, validarDocumentoIdentidad } from '@kipu/peru';
import { ilike, or } from 'drizzle-orm';
import { definirMaestro } from '../../../shared/definir-maestro.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { COLUMNA_ESTADO, recortar } from '../../../shared/tablas-de-empresa.ts';

type Fila = typeof schema.responsables.$inferSelect;

export type ResponsableVista = {
  id: string;
  documento_id: string;
  numero: string;
  nombres: string;
  cargo: string;
  email: string | null;
  telefono: string | null;
  deleted_at: string | null;
};

const vistaResponsable = (r: Fila): ResponsableVista => ({
  id: r.id,
  documento_id: r.documentoId,
  numero: r.numero,
  nombres: r.nombres,
  cargo: r.cargo,
  email: r.email,
  telefono: r.telefono,
  deleted_at: r.deletedAt?.toISOString() ?? null,
});

export type ResponsableEntrada = {
  documento_id: string;
  numero: string;
  nombres: string;
  cargo: string;
  email?: string | null;
  telefono?: string | null;
};

/** The identity document is checked by its catálogo 06 type, as for clients and suppliers. */
function columnas(e: ResponsableEntrada) {
  const documentoId = recortar(e.documento_id);
  const numero = recortar(e.numero).toUpperCase();
  const nombres = recortar(e.nombres).toUpperCase();
  const cargo = recortar(e.cargo).toUpperCase();
  const email = recortar(e.email).toLowerCase();
  if (!documentoId) throw entradaInvalida('Seleccione el tipo de documento');
  if (!numero) throw entradaInvalida('Ingrese el número de documento');
  const documento = validarDocumentoIdentidad(documentoId, numero);
  if (documento) throw entradaInvalida(documento);
  if (!nombres) throw entradaInvalida('Ingrese los nombres del responsable');
  if (!cargo) throw entradaInvalida('Ingrese el cargo del responsable');
  if (nombres.length > 200 || cargo.length > 100)
    throw entradaInvalida('Los nombres o el cargo son demasiado largos');
  if (email && !esEmailValido(email)) throw entradaInvalida(`La dirección de email "${email}" es incorrecta`);
  return {
    documentoId,
    numero,
    nombres,
    cargo,
    email: email || null,
    telefono: recortar(e.telefono) || null,
  };
}

const { responsables: r } = schema;

/** People in charge (GEN001008): search by document number, name or position; in name order. */
export const responsables = definirMaestro<typeof r, ResponsableEntrada, ResponsableVista>({
  tabla: r,
  orden: r.nombres,
  busqueda: (texto) =>
    or(ilike(r.numero, `${texto}%`), ilike(r.nombres, `%${texto}%`), ilike(r.cargo, `%${texto}%`)),
  columnas: (_deps, _empresaId, e: ResponsableEntrada) => columnas(e),
  vistas: (_deps, filas) => filas.map(vistaResponsable),
  duplicado: () => 'Ya existe un responsable con ese documento',
  hoja: {
    titulo: 'Responsables',
    archivo: 'responsables',
    columnas: [
      { encabezado: 'Tipo doc.', valor: (v) => v.documento_id, ancho: 9 },
      { encabezado: 'Número', valor: (v) => v.numero, ancho: 14 },
      { encabezado: 'Nombres', valor: (v) => v.nombres, ancho: 40 },
      { encabezado: 'Cargo', valor: (v) => v.cargo, ancho: 24 },
      { encabezado: 'Email', valor: (v) => v.email, ancho: 30 },
      { encabezado: 'Teléfono', valor: (v) => v.telefono, ancho: 14 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});
