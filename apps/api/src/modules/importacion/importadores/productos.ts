import { schema } from '@kipu/db';
import { LIMITES_SUNAT } from '@kipu/peru/texto/limites-sunat';
import { and, eq, isNull } from 'drizzle-orm';
import { consultasProductoPrecargadas } from '../../productos/productos/consultas-producto.ts';
import { validarProducto } from '../../productos/productos/validar-producto.ts';
import type { ColumnaPlantilla, FilaHoja, Importador } from '../tipos.ts';

type Columnas = typeof schema.productos.$inferInsert;

const COLUMNAS: readonly ColumnaPlantilla[] = [
  {
    nombre: 'codigo',
    descripcion: `Código del producto, único en la empresa (hasta ${LIMITES_SUNAT.codigoProducto.maximo} caracteres)`,
    obligatoria: true,
    ejemplo: 'P0001',
  },
  {
    nombre: 'descripcion',
    descripcion: `Descripción (hasta ${LIMITES_SUNAT.descripcionItem.maximo} caracteres)`,
    obligatoria: true,
    ejemplo: 'GASEOSA 500 ML',
  },
  {
    nombre: 'codigo_barras',
    descripcion: 'Código de barras (hasta 50 caracteres)',
    obligatoria: false,
    ejemplo: '7750182000123',
  },
  {
    nombre: 'codigo_sunat',
    descripcion: 'Código de producto SUNAT (catálogo 25, UNSPSC de 8 dígitos)',
    obligatoria: false,
    ejemplo: '50202306',
  },
  { nombre: 'detalle', descripcion: 'Detalle adicional', obligatoria: false, ejemplo: '' },
  {
    nombre: 'medida',
    descripcion:
      'Unidad de medida SUNAT (catálogo 03): NIU unidad, ZZ servicio, KGM kilogramo, LTR litro, BX caja… Vacío: NIU, o ZZ si no lleva stock',
    obligatoria: false,
    ejemplo: 'NIU',
  },
  {
    nombre: 'codigo_categoria',
    descripcion: 'Código de una categoría registrada de la empresa',
    obligatoria: false,
    ejemplo: 'BEB',
  },
  {
    nombre: 'tipo_igv',
    descripcion:
      'Afectación del IGV (catálogo 07): 10 gravado, 20 exonerado, 30 inafecto, 40 exportación… Vacío: 10',
    obligatoria: false,
    ejemplo: '10',
  },
  {
    nombre: 'valor_unitario',
    descripcion:
      'Valor unitario sin IGV (punto decimal, hasta 10 decimales). Indique este, el precio, o ambos si coinciden con la tasa',
    obligatoria: false,
    ejemplo: '',
  },
  {
    nombre: 'precio_unitario',
    descripcion: 'Precio unitario con IGV (punto decimal, hasta 10 decimales)',
    obligatoria: false,
    ejemplo: '2.50',
  },
  {
    nombre: 'icbper',
    descripcion: 'Bolsa plástica sujeta al ICBPER: SI o NO (vacío: NO)',
    obligatoria: false,
    ejemplo: 'NO',
  },
  {
    nombre: 'stock',
    descripcion: 'Controla stock (kardex): SI o NO (vacío: SI; los servicios van con NO)',
    obligatoria: false,
    ejemplo: 'SI',
  },
  {
    nombre: 'stock_minimo',
    descripcion: 'Stock mínimo, número no negativo (vacío: 0)',
    obligatoria: false,
    ejemplo: '10',
  },
  {
    nombre: 'tipo_existencia',
    descripcion:
      'Tipo de existencia (tabla 5 del PLE): 01 mercaderías, 02 productos terminados, 03 materias primas…',
    obligatoria: false,
    ejemplo: '01',
  },
  {
    nombre: 'compras_pcge',
    descripcion: 'Cuenta de compras de su PCGE (60, 20 a 28; 63 para servicios)',
    obligatoria: false,
    ejemplo: '',
  },
  { nombre: 'ventas_pcge', descripcion: 'Cuenta de ventas de su PCGE (70)', obligatoria: false, ejemplo: '' },
  {
    nombre: 'adquisicion',
    descripcion: 'Costo de adquisición sin IGV (vacío: 0)',
    obligatoria: false,
    ejemplo: '',
  },
];

const SI = new Set(['SI', 'SÍ', 'S', '1', 'TRUE', 'VERDADERO']);
const NO = new Set(['NO', 'N', '0', 'FALSE', 'FALSO']);

/** SI/NO cells: undefined when empty (the rule's default applies), an error when unreadable. */
function siNo(fila: FilaHoja, columna: string): boolean | undefined | { error: string } {
  const v = (fila[columna] ?? '').trim().toUpperCase();
  if (!v) return undefined;
  if (SI.has(v)) return true;
  if (NO.has(v)) return false;
  return { error: `La columna ${columna} debe ser SI o NO` };
}

/**
 * Products, checked by the same rule as the form (validarProducto) with the company's categories,
 * accounts and codes preloaded; the category is given by its code.
 */
export const importarProductos: Importador<Columnas> = {
  titulo: 'Productos',
  columnas: COLUMNAS,
  notas: ['Los precios por categoría de precio se cargan después con la importación de precios.'],
  async preparar(db, { empresaId }) {
    const { categorias, productos } = schema;
    const [consultas, cats] = await Promise.all([
      consultasProductoPrecargadas(db, empresaId),
      db
        .select({ id: categorias.id, codigo: categorias.codigo })
        .from(categorias)
        .where(and(eq(categorias.empresaId, empresaId), isNull(categorias.deletedAt))),
    ]);
    const categoriaPorCodigo = new Map(cats.map((c) => [c.codigo, c.id]));
    return {
      async validar(fila) {
        const icbper = siNo(fila, 'icbper');
        if (typeof icbper === 'object') return icbper;
        const stock = siNo(fila, 'stock');
        if (typeof stock === 'object') return stock;
        const codigoCategoria = (fila.codigo_categoria ?? '').trim();
        const categoriaId = codigoCategoria ? categoriaPorCodigo.get(codigoCategoria) : null;
        if (categoriaId === undefined) return { error: `No existe la categoría ${codigoCategoria}` };
        const v = await validarProducto(
          db,
          empresaId,
          {
            codigo: fila.codigo ?? '',
            descripcion: fila.descripcion ?? '',
            codigo_barras: fila.codigo_barras,
            codigo_sunat: fila.codigo_sunat,
            detalle: fila.detalle,
            medida_id: fila.medida,
            categoria_id: categoriaId,
            tipo_igv: fila.tipo_igv,
            valor_unitario: fila.valor_unitario,
            precio_unitario: fila.precio_unitario,
            icbper: icbper ?? null,
            stock: stock ?? null,
            stock_minimo: fila.stock_minimo,
            inventario_id: fila.tipo_existencia,
            compras_pcge: fila.compras_pcge,
            ventas_pcge: fila.ventas_pcge,
            adquisicion: fila.adquisicion,
          },
          { consultas },
        );
        if ('error' in v) return { error: v.error };
        const { producto } = v.columnas;
        return {
          valor: { ...producto, empresaId },
          clave: producto.codigo,
          nombreClave: `El código ${producto.codigo}`,
        };
      },
      async guardar(tx, lote) {
        await tx.insert(productos).values(lote);
      },
    };
  },
};
