import { type Db, schema } from '@kipu/db';
import { esDecimalNoNegativo, normalizarDecimal } from '@kipu/peru';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { and, eq, isNull } from 'drizzle-orm';
import { esUuid, recortar } from '../../../shared/tablas-de-empresa.ts';
import { consultasCategoria } from '../categorias/validar-categoria.ts';
import { ajeno, type Validacion } from '../comun.ts';

export type CategoriaPrecioEntrada = {
  local_id: string;
  codigo: string;
  descripcion: string;
  valor_condicion?: string | null;
  oferta?: boolean | null;
};

export type CategoriaPrecioColumnas = {
  localId: string;
  codigo: string;
  descripcion: string;
  valorCondicion: string;
  oferta: boolean;
};

/** Checks one price list of a local of the company (`id` when it is an edit). */
export async function validarCategoriaPrecio(
  db: Db,
  empresaId: string,
  c: CategoriaPrecioEntrada,
  id?: string,
): Promise<Validacion<CategoriaPrecioColumnas>> {
  const localId = recortar(c.local_id);
  const codigo = recortar(c.codigo);
  const descripcion = recortar(c.descripcion).toUpperCase();
  const condicion = recortar(c.valor_condicion) || '0';
  if (!localId) return { error: 'Seleccione el local' };
  if (!codigo) return { error: 'Ingrese el código' };
  if (!descripcion) return { error: 'Ingrese la descripción' };
  const texto = primerErrorDeTexto([
    [codigo, { campo: 'el código', maximo: 30 }],
    [descripcion, { campo: 'la descripción' }],
    [localId, { campo: 'el local' }],
    [condicion, { campo: 'el valor de condición' }],
  ]);
  if (texto) return { error: texto };
  if (!esDecimalNoNegativo(condicion, 4, 14))
    return { error: 'El valor de condición debe ser una cantidad mayor o igual a cero' };
  if (!(esUuid(localId) && (await consultasCategoria(db, empresaId).esLocalDeEmpresa(localId))))
    return ajeno('El local no pertenece a la empresa');
  const { categoriasPrecio } = schema;
  const [otra] = await db
    .select({ id: categoriasPrecio.id })
    .from(categoriasPrecio)
    .where(
      and(
        eq(categoriasPrecio.localId, localId),
        eq(categoriasPrecio.codigo, codigo),
        isNull(categoriasPrecio.deletedAt),
      ),
    );
  if (otra && otra.id !== id)
    return { error: `Ya existe una categoría de precio con el código ${codigo} en el local` };
  return {
    columnas: {
      localId,
      codigo,
      descripcion,
      valorCondicion: normalizarDecimal(condicion),
      oferta: c.oferta ?? false,
    },
  };
}
