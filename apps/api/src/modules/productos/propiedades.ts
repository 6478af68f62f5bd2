import { schema } from '@kipu/db';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { insertarFila, recortar, textoDeBusqueda } from '../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';

export type PropiedadVista = { id: string; codigo: string; nombre: string };
export type PropiedadEntrada = { codigo: string; nombre: string };

const vista = (p: typeof schema.productoPropiedades.$inferSelect): PropiedadVista => ({
  id: p.id,
  codigo: p.codigo,
  nombre: p.nombre,
});

/** createPropiedadProducto: a property name (talla, color…) the company's products may carry. */
export async function crearPropiedad(
  deps: Dependencias,
  sesion: SesionActiva,
  p: PropiedadEntrada,
): Promise<PropiedadVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const codigo = recortar(p.codigo).toUpperCase();
  const nombre = recortar(p.nombre).toUpperCase();
  if (!codigo) throw entradaInvalida('Ingrese el código');
  if (!nombre) throw entradaInvalida('Ingrese el nombre');
  if (codigo.length > 30 || nombre.length > 100)
    throw entradaInvalida('El código o el nombre de la propiedad son demasiado largos');
  const texto = primerErrorDeTexto([
    [codigo, { campo: 'el código de la propiedad' }],
    [nombre, { campo: 'el nombre de la propiedad' }],
  ]);
  if (texto) throw entradaInvalida(texto);
  const valores = { empresaId, codigo, nombre };
  return vista(
    await insertarFila(deps, schema.productoPropiedades, valores, 'Ya existe una propiedad con ese código'),
  );
}

/** propiedadesProducto: by code (prefix) or name, at most 100. */
export async function buscarPropiedades(
  deps: Dependencias,
  sesion: SesionActiva,
  param: string | null | undefined,
): Promise<PropiedadVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { productoPropiedades: p } = schema;
  const texto = textoDeBusqueda(param);
  const filas = await deps.db
    .select()
    .from(p)
    .where(
      and(
        eq(p.empresaId, empresaId),
        texto ? or(ilike(p.codigo, `${texto}%`), ilike(p.nombre, `%${texto}%`)) : undefined,
      ),
    )
    .orderBy(asc(p.codigo))
    .limit(100);
  return filas.map(vista);
}
