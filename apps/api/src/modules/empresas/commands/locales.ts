import { errorDeBaseDatos, schema } from '@kipu/db';
import { seriesIniciales } from '@kipu/peru';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { reglaDireccion } from '../validar-empresa.ts';

export type LocalEntrada = {
  codigo_establecimiento: string;
  codigo_serie: string;
  nombre_corto: string;
  descripcion?: string | null;
  direccion: string;
  ubigeo: string;
  correo?: string | null;
  telefono?: string | null;
  codigo_sunat?: string | null;
  enviar_xml: boolean;
  enviar_email: boolean;
  formato_pdf: string;
  diseno_pdf: string;
  width_ticket?: number | null;
  descuento_max?: boolean | null;
  valor_desct_max?: string | null;
  editar_precios?: boolean | null;
  calcula_por_cantidad?: boolean | null;
  calculo_comprobante?: string | null;
  incluir_guias_kardex?: boolean | null;
};

async function columnasLocal(deps: Dependencias, e: LocalEntrada) {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  // A local with its own ubigeo issues with its own address: the same rule as the company's.
  const texto = primerErrorDeTexto([
    [t(e.direccion), reglaDireccion('la dirección del local')],
    [e.nombre_corto, { campo: 'el nombre del local', maximo: 100 }],
    [e.descripcion, { campo: 'la descripción del local', maximo: 500 }],
    [e.ubigeo, { campo: 'el ubigeo' }],
    [e.correo, { campo: 'el correo' }],
    [e.telefono, { campo: 'el teléfono' }],
    [e.codigo_sunat, { campo: 'el código SUNAT' }],
    [e.diseno_pdf, { campo: 'el diseño del PDF' }],
  ]);
  if (texto) throw entradaInvalida(texto);
  if (!/^\d{4}$/.test(t(e.codigo_establecimiento)))
    throw entradaInvalida('El código de establecimiento SUNAT tiene 4 dígitos (0000 = domicilio fiscal)');
  if (!/^\d{3}$/.test(t(e.codigo_serie))) throw entradaInvalida('El código de serie tiene 3 dígitos (001)');
  if (!t(e.nombre_corto)) throw entradaInvalida('Ingrese el nombre del local');
  if (!t(e.direccion)) throw entradaInvalida('Ingrese la dirección del local');
  if (!['A4', 'TICKET'].includes(e.formato_pdf)) throw entradaInvalida('El formato de PDF es A4 o TICKET');
  if (e.width_ticket && ![58, 80].includes(e.width_ticket))
    throw entradaInvalida('El ancho del ticket es 58 u 80 mm');
  const descuento = t(e.valor_desct_max) || '0';
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(descuento))
    throw entradaInvalida('El descuento máximo debe ser un monto con hasta 2 decimales');
  const calculo = e.calculo_comprobante ?? 'precio_unitario';
  if (calculo !== 'precio_unitario' && calculo !== 'valor_unitario')
    throw entradaInvalida('Base de cálculo no válida');
  const [u] = await deps.db
    .select()
    .from(schema.ubigeos)
    .where(eq(schema.ubigeos.codigo, t(e.ubigeo)));
  if (!u) throw entradaInvalida('Seleccione un ubigeo válido');
  return {
    codigoEstablecimiento: t(e.codigo_establecimiento),
    codigoSerie: t(e.codigo_serie),
    nombreCorto: t(e.nombre_corto).toUpperCase(),
    descripcion: t(e.descripcion) || null,
    direccion: t(e.direccion),
    ubigeo: u.codigo,
    departamento: u.departamento,
    provincia: u.provincia,
    distrito: u.distrito,
    correo: t(e.correo) || null,
    telefono: t(e.telefono) || null,
    codigoSunat: t(e.codigo_sunat) || null,
    enviarXml: e.enviar_xml,
    enviarEmail: e.enviar_email,
    formatoPdf: e.formato_pdf as 'A4' | 'TICKET',
    disenoPdf: t(e.diseno_pdf) || 'clasico',
    widthTicket: e.width_ticket ?? 80,
    descuentoMax: e.descuento_max ?? false,
    valorDesctMax: descuento,
    editarPrecios: e.editar_precios ?? true,
    calculaPorCantidad: e.calcula_por_cantidad ?? false,
    calculoComprobante: calculo as 'precio_unitario' | 'valor_unitario',
    // Absent keeps what the local had (a new one starts without): forms older than the flag send none.
    incluirGuiasKardex: e.incluir_guias_kardex ?? undefined,
  };
}

const duplicado = (e: unknown) => {
  const { code, constraint } = errorDeBaseDatos(e);
  if (code !== '23505') return e;
  return entradaInvalida(
    constraint === 'locales_establecimiento_uq'
      ? 'Ya existe un local con ese código de establecimiento'
      : 'Ya existe una serie con ese código en la empresa',
  );
};

/** A new establishment of the company, with its initial series (F0nn, B0nn, …) from its series code. */
export async function crearLocal(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
  e: LocalEntrada,
): Promise<{ id: string }> {
  await exigirEmpresa(deps.db, sesion, empresaId);
  const columnas = await columnasLocal(deps, e);
  try {
    return await deps.db.transaction(async (tx) => {
      const [local] = await tx
        .insert(schema.locales)
        .values({ ...columnas, empresaId })
        .returning({ id: schema.locales.id });
      if (!local) throw new Error('No se pudo crear el local');
      await tx.insert(schema.series).values(
        seriesIniciales(Number(columnas.codigoSerie)).map((s) => ({
          empresaId,
          localId: local.id,
          tipoComprobante: s.tipo,
          serie: s.serie,
        })),
      );
      return local;
    });
  } catch (error) {
    throw duplicado(error);
  }
}

/** The local if it belongs to a company the user reaches; else FORBIDDEN. */
export async function exigirLocal(deps: Dependencias, sesion: SesionActiva, localId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(localId)) throw prohibido();
  const [local] = await deps.db.select().from(schema.locales).where(eq(schema.locales.id, localId));
  if (!local) throw prohibido();
  await exigirEmpresa(deps.db, sesion, local.empresaId);
  return local;
}

export async function actualizarLocal(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  e: LocalEntrada,
): Promise<{ id: string }> {
  const local = await exigirLocal(deps, sesion, id);
  const columnas = await columnasLocal(deps, e);
  try {
    await deps.db
      .update(schema.locales)
      .set(columnas)
      .where(and(eq(schema.locales.id, id), eq(schema.locales.empresaId, local.empresaId)));
  } catch (error) {
    throw duplicado(error);
  }
  return { id };
}

export async function cambiarVigenciaLocal(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
): Promise<{ id: string }> {
  await exigirLocal(deps, sesion, id);
  await deps.db
    .update(schema.locales)
    .set({ deletedAt: vigente ? null : new Date(), activo: vigente })
    .where(eq(schema.locales.id, id));
  return { id };
}
