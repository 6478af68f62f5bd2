import { schema } from '@kipu/db';
import { LIMITES_SUNAT } from '@kipu/peru/texto/limites-sunat';
import { and, eq, isNull } from 'drizzle-orm';
import { validarPersona } from '../../personas/validar-persona.ts';
import type { ColumnaPlantilla, Importador } from '../tipos.ts';

type Columnas = typeof schema.personas.$inferInsert;

const COLUMNAS: readonly ColumnaPlantilla[] = [
  {
    nombre: 'tipo_documento',
    descripcion:
      'Tipo de documento (SUNAT catálogo 06): 1 DNI, 6 RUC, 4 carné de extranjería, 7 pasaporte, 0 otros, A cédula diplomática, B doc. del país de residencia, C TIN, D IN, E TAM',
    obligatoria: true,
    ejemplo: '6',
  },
  {
    nombre: 'numero',
    descripcion:
      'Número del documento: DNI 8 dígitos, RUC 11 dígitos con dígito verificador. Escríbalo como texto para no perder los ceros a la izquierda',
    obligatoria: true,
    ejemplo: '20100070970',
  },
  {
    nombre: 'razon_social',
    descripcion: 'Razón social o nombre completo (hasta 250 caracteres)',
    obligatoria: true,
    ejemplo: 'SUPERMERCADOS PERUANOS S.A.',
  },
  {
    nombre: 'direccion',
    descripcion: `Dirección fiscal (hasta ${LIMITES_SUNAT.direccion.maximo} caracteres)`,
    obligatoria: false,
    ejemplo: 'CAL. MORELLI 181',
  },
  {
    nombre: 'ubigeo',
    descripcion: 'Ubigeo INEI de 6 dígitos del distrito',
    obligatoria: false,
    ejemplo: '150131',
  },
  { nombre: 'email', descripcion: 'Correo electrónico', obligatoria: false, ejemplo: 'compras@empresa.pe' },
  { nombre: 'telefono', descripcion: 'Teléfono', obligatoria: false, ejemplo: '014567890' },
  {
    nombre: 'estado',
    descripcion: 'Estado del contribuyente en SUNAT (ACTIVO, BAJA…)',
    obligatoria: false,
    ejemplo: 'ACTIVO',
  },
  {
    nombre: 'condicion',
    descripcion: 'Condición del domicilio en SUNAT (HABIDO, NO HABIDO…)',
    obligatoria: false,
    ejemplo: 'HABIDO',
  },
  { nombre: 'observacion', descripcion: 'Observación libre', obligatoria: false, ejemplo: '' },
  {
    nombre: 'cuenta_detraccion',
    descripcion: 'Cuenta de detracciones en el Banco de la Nación',
    obligatoria: false,
    ejemplo: '',
  },
];

/**
 * Clients or suppliers, checked by the same rule as the form (validarPersona). Ubigeos and the
 * documents already registered are loaded once, so a large file costs no query per row.
 */
function importadorDePersonas(tipo: 'cliente' | 'proveedor', titulo: string): Importador<Columnas> {
  return {
    titulo,
    columnas: COLUMNAS,
    async preparar(db, { empresaId }) {
      const { personas, ubigeos } = schema;
      const [lugares, existentes] = await Promise.all([
        db.select().from(ubigeos),
        db
          .select({ documentoId: personas.documentoId, numero: personas.numero })
          .from(personas)
          .where(and(eq(personas.empresaId, empresaId), eq(personas.tipo, tipo), isNull(personas.deletedAt))),
      ]);
      const porCodigo = new Map(lugares.map((u) => [u.codigo, u]));
      const registrados = new Set(existentes.map((p) => `${p.documentoId}|${p.numero}`));
      return {
        async validar(fila) {
          const ubigeo = (fila.ubigeo ?? '').trim();
          const lugar = porCodigo.get(ubigeo);
          if (ubigeo && !lugar) return { error: `El ubigeo ${ubigeo} no existe` };
          // The ubigeo was checked against the loaded table; validarPersona would look it up again.
          const v = await validarPersona(db, {
            tipo,
            documento_id: fila.tipo_documento ?? '',
            numero: fila.numero ?? '',
            razon_social: fila.razon_social ?? '',
            direccion: fila.direccion,
            email: fila.email,
            telefono: fila.telefono,
            estado: fila.estado,
            condicion: fila.condicion,
            observacion: fila.observacion,
            cuenta_detraccion: fila.cuenta_detraccion,
          });
          if ('error' in v) return v;
          const clave = `${v.columnas.documentoId}|${v.columnas.numero}`;
          if (registrados.has(clave))
            return { error: `Ya existe un ${tipo} con el documento ${v.columnas.numero}` };
          return {
            valor: {
              ...v.columnas,
              empresaId,
              ubigeo: lugar?.codigo ?? null,
              departamento: lugar?.departamento ?? null,
              provincia: lugar?.provincia ?? null,
              distrito: lugar?.distrito ?? null,
            },
            clave,
            nombreClave: `El documento ${v.columnas.numero}`,
          };
        },
        async guardar(tx, lote) {
          await tx.insert(personas).values(lote);
        },
      };
    },
  };
}

export const importarClientes = importadorDePersonas('cliente', 'Clientes');
export const importarProveedores = importadorDePersonas('proveedor', 'Proveedores');
