import { schema } from '@kipu/db';
import {
  consultasCategoriaPrecargadas,
  validarCategoria,
} from '../../productos/categorias/validar-categoria.ts';
import type { Importador } from '../tipos.ts';

type Columnas = typeof schema.categorias.$inferInsert;

/** Product categories, checked by the form's rule against the company's codes loaded once. */
export const importarCategorias: Importador<Columnas> = {
  titulo: 'Categorías',
  columnas: [
    {
      nombre: 'codigo',
      descripcion: 'Código de la categoría, único en la empresa (hasta 30 caracteres)',
      obligatoria: true,
      ejemplo: 'BEB',
    },
    {
      nombre: 'nombre',
      descripcion: 'Nombre de la categoría (hasta 150 caracteres; se guarda en mayúsculas)',
      obligatoria: true,
      ejemplo: 'BEBIDAS',
    },
  ],
  notas: ['Las categorías importadas sirven a todos los locales de la empresa.'],
  async preparar(db, { empresaId }) {
    const consultas = await consultasCategoriaPrecargadas(db, empresaId);
    return {
      async validar(fila) {
        const v = await validarCategoria(
          db,
          empresaId,
          { codigo: fila.codigo ?? '', nombre: fila.nombre ?? '' },
          { consultas },
        );
        if ('error' in v) return { error: v.error };
        return {
          valor: { ...v.columnas, empresaId },
          clave: v.columnas.codigo,
          nombreClave: `El código ${v.columnas.codigo}`,
        };
      },
      async guardar(tx, lote) {
        await tx.insert(schema.categorias).values(lote);
      },
    };
  },
};
