import { errorDeBaseDatos, schema } from '@kipu/db';
import { seriesIniciales } from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { copiarPcge } from '../../contabilidad/pcge/copiar-pcge.ts';
import { CLIENTE_VARIOS } from '../../personas/personas.ts';
import { columnasEmpresa, type EmpresaEntrada, validarEmpresa } from '../validar-empresa.ts';

/**
 * Creates a company with its fiscal-address local (0000) and that local's initial series, its
 * CLIENTES VARIOS and its copy of the PCGE, and grants it to the creator — all or nothing.
 */
export async function crearEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  entrada: EmpresaEntrada,
): Promise<{ id: string }> {
  const v = await validarEmpresa(deps.db, entrada);
  const { empresas, locales, series, usuarioEmpresas } = schema;
  try {
    return await deps.db.transaction(async (tx) => {
      const [empresa] = await tx
        .insert(empresas)
        .values({ ...columnasEmpresa(v), periodo: new Date().toISOString().slice(0, 7) })
        .returning({ id: empresas.id });
      if (!empresa) throw new Error('No se pudo crear la empresa');
      const [local] = await tx
        .insert(locales)
        .values({
          empresaId: empresa.id,
          codigoEstablecimiento: '0000',
          codigoSerie: '001',
          nombreCorto: 'PRINCIPAL',
          descripcion: 'Domicilio fiscal',
          direccion: v.direccion,
          ubigeo: v.ubigeo,
          departamento: v.departamento,
          provincia: v.provincia,
          distrito: v.distrito,
          correo: v.email,
          telefono: v.telefono,
        })
        .returning({ id: locales.id });
      if (!local) throw new Error('No se pudo crear el local');
      await tx.insert(series).values(
        seriesIniciales(1).map((s) => ({
          empresaId: empresa.id,
          localId: local.id,
          tipoComprobante: s.tipo,
          serie: s.serie,
        })),
      );
      await tx.insert(schema.personas).values({ ...CLIENTE_VARIOS, empresaId: empresa.id });
      await copiarPcge(tx, empresa.id);
      await tx
        .insert(usuarioEmpresas)
        .values({ usuarioId: sesion.usuario.id, empresaId: empresa.id, localId: null, propietario: true });
      return empresa;
    });
  } catch (e) {
    if (errorDeBaseDatos(e).code === '23505')
      throw entradaInvalida(`Ya existe una empresa con el RUC ${v.ruc}`);
    throw e;
  }
}
