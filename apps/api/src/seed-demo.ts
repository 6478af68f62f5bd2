import { ROL, schema } from '@kipu/db';
import { seriesIniciales } from '@kipu/peru';
import { sql } from 'drizzle-orm';
import { hashPassword } from './modules/auth/passwords.ts';
import { copiarPcge } from './modules/contabilidad/pcge/copiar-pcge.ts';
import { instalarCertificadoPrueba } from './modules/empresas/commands/credenciales-sunat.ts';
import { CLIENTE_VARIOS } from './modules/personas/personas.ts';
import type { Dependencias } from './shared/dependencias.ts';

export type CuentaDemo = { rol: string; rolId: string; nombres: string; email: string; password: string };

export const CUENTAS_DEMO: CuentaDemo[] = [
  {
    rol: 'Administrador general',
    rolId: ROL.administradorGeneral,
    nombres: 'Administrador Kipu',
    email: 'admin@kipu.pe',
    password: 'Admin2026',
  },
  {
    rol: 'Contador',
    rolId: ROL.contador,
    nombres: 'Carla Quispe Mamani',
    email: 'contador@kipu.pe',
    password: 'Contador2026',
  },
  {
    rol: 'Mozo',
    rolId: '1990d988',
    nombres: 'Pedro Huamán Ríos',
    email: 'mozo@kipu.pe',
    password: 'Mozo2026',
  },
];

/** A demo company with a valid RUC (20601234565: modulo-11 check digit 5) and its main local. */
export const EMPRESA_DEMO = {
  ruc: '20601234565',
  razonSocial: 'COMERCIAL ANDINA DEMO S.A.C.',
  nombreComercial: 'Andina Demo',
  direccion: 'AV. JAVIER PRADO ESTE 1234, SAN ISIDRO, LIMA',
  ubigeo: '150131',
  departamento: 'LIMA',
  provincia: 'LIMA',
  distrito: 'SAN ISIDRO',
  estado: 'ACTIVO',
  condicion: 'HABIDO',
  email: 'contabilidad@andinademo.pe',
  telefono: '014567890',
  representante: 'Rosa Huamán Torres',
  dni: '45678912',
  rubro: 'comercial',
};

/** Seeds the demo company and users once, on an empty database; returns the accounts to print. */
export async function sembrarDemo(deps: Dependencias): Promise<CuentaDemo[]> {
  const { db } = deps;
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.usuarios);
  if (n > 0) return [];
  const periodo = new Date().toISOString().slice(0, 7);
  const empresaId = await db.transaction(async (tx) => {
    const [empresa] = await tx
      .insert(schema.empresas)
      .values({ ...EMPRESA_DEMO, periodo })
      .returning();
    if (!empresa) throw new Error('No se pudo crear la empresa demo');
    const [local] = await tx
      .insert(schema.locales)
      .values({
        empresaId: empresa.id,
        codigoEstablecimiento: '0000',
        nombreCorto: 'PRINCIPAL',
        direccion: EMPRESA_DEMO.direccion,
        ubigeo: EMPRESA_DEMO.ubigeo,
        departamento: EMPRESA_DEMO.departamento,
        provincia: EMPRESA_DEMO.provincia,
        distrito: EMPRESA_DEMO.distrito,
      })
      .returning();
    if (!local) throw new Error('No se pudo crear el local demo');
    await tx.insert(schema.series).values(
      seriesIniciales(1).map((s) => ({
        empresaId: empresa.id,
        localId: local.id,
        tipoComprobante: s.tipo,
        serie: s.serie,
      })),
    );
    await tx.insert(schema.personas).values({ ...CLIENTE_VARIOS, empresaId: empresa.id });
    await copiarPcge(tx, empresa.id);
    for (const cuenta of CUENTAS_DEMO) {
      const [usuario] = await tx
        .insert(schema.usuarios)
        .values({
          email: cuenta.email,
          nombres: cuenta.nombres,
          passwordHash: await hashPassword(cuenta.password, deps.config.argon2),
          rolId: cuenta.rolId,
          emailVerificadoAt: new Date(),
        })
        .returning();
      if (!usuario) throw new Error('No se pudo crear el usuario demo');
      // The accountant runs the demo company; the waiter is its staff, granted by the accountant.
      const propietario = cuenta.rolId === ROL.contador;
      await tx.insert(schema.usuarioEmpresas).values({
        usuarioId: usuario.id,
        empresaId: empresa.id,
        localId: local.id,
        activa: true,
        periodo,
        propietario,
        ...(cuenta.rolId === '1990d988' ? { rolId: cuenta.rolId } : {}),
      });
    }
    return empresa.id;
  });
  await instalarCertificadoPrueba(deps, empresaId, EMPRESA_DEMO.ruc, EMPRESA_DEMO.razonSocial);
  return CUENTAS_DEMO;
}
