import { ROL, schema } from '@kipu/db';
import { seriesIniciales } from '@kipu/peru';
import { CREDENCIALES_GRE_DEMO } from '@kipu/simuladores';
import { sql } from 'drizzle-orm';
import { CUENTAS, CUENTAS_DEMO, type CuentaDemo } from './demo/cuentas-demo.ts';
import { EMPRESA_RESTAURANTE, sembrarRestaurante } from './demo/restaurante-demo.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { copiarPcge } from './modules/contabilidad/pcge/copiar-pcge.ts';
import { instalarCertificadoPrueba } from './modules/empresas/commands/credenciales-sunat.ts';
import { CLIENTE_VARIOS } from './modules/personas/personas.ts';
import { guardarAplicacion } from './shared/aplicacion-api-sunat.ts';
import type { Dependencias } from './shared/dependencias.ts';

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

/**
 * Seeds the demo once, on an empty database: the shop (its company, local, series and users) and the
 * restaurant with its room, kitchens, cash box and menu; returns the accounts to print.
 */
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
      // The cashier and the cook are the restaurant's only (granted there by its owner).
      if (cuenta.email === CUENTAS.cajero || cuenta.email === CUENTAS.cocinero) continue;
      // The accountant runs the shop; the waiter is its staff too, though he works in the restaurant
      // (his active company, so he lands there).
      const mozo = cuenta.email === CUENTAS.mozo;
      await tx.insert(schema.usuarioEmpresas).values({
        usuarioId: usuario.id,
        empresaId: empresa.id,
        localId: local.id,
        activa: !mozo,
        periodo,
        propietario: cuenta.rolId === ROL.contador,
        ...(mozo ? { rolId: cuenta.rolId } : {}),
      });
    }
    return empresa.id;
  });
  await instalarCertificadoPrueba(deps, empresaId, EMPRESA_DEMO.ruc, EMPRESA_DEMO.razonSocial);
  // The local GRE simulator's application, so the demo issues guides out of the box.
  const { clientId, clientSecret } = CREDENCIALES_GRE_DEMO;
  await guardarAplicacion(deps, empresaId, 'GRE', { client_id: clientId, client_secret: clientSecret });
  await sembrarRestaurante(deps, {
    propietario: CUENTAS.contador,
    mozo: CUENTAS.mozo,
    cajero: CUENTAS.cajero,
    cocinero: CUENTAS.cocinero,
  });
  return CUENTAS_DEMO;
}

/** What start-up prints about the demo: the accounts just seeded, or a reminder of them. */
export function lineasDemo(cuentas: CuentaDemo[], sembrarDemo: boolean): string[] {
  if (!sembrarDemo) return [];
  if (cuentas.length === 0)
    return [
      `Cuentas demo: ${CUENTAS_DEMO.map((c) => `${c.email} / ${c.password}`).join(' · ')} (si no fueron cambiadas)`,
    ];
  return [
    'Cuentas demo:',
    ...cuentas.map(
      (c) => `  ${c.rol.padEnd(22)} ${c.email.padEnd(20)} contraseña: ${c.password.padEnd(13)} ${c.trabaja}`,
    ),
    `Empresa demo: ${EMPRESA_DEMO.razonSocial} (RUC ${EMPRESA_DEMO.ruc}), comercial.`,
    `Restaurante demo: ${EMPRESA_RESTAURANTE.razon_social} (RUC ${EMPRESA_RESTAURANTE.ruc}): salón y terraza con 12 mesas, ` +
      'cocina caliente, cocina fría y barra, caja C1 y carta con fotos.',
  ];
}
