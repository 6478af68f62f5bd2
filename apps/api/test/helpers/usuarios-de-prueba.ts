import { ROL, schema } from '@kipu/db';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import type { AppDePrueba } from './app-de-prueba.ts';

type Opciones = {
  rolId?: string;
  verificado?: boolean;
  pruebaVenceAt?: Date;
  empresa?: { ruc: string; razonSocial: string; soporte?: boolean };
};

/** Inserts a user directly (faster than the register + confirm round trip when that is not under test). */
export async function crearUsuario(t: AppDePrueba, email: string, password: string, o: Opciones = {}) {
  const { db, config } = t.deps;
  const [usuario] = await db
    .insert(schema.usuarios)
    .values({
      email,
      nombres: `Usuario ${email}`,
      passwordHash: await hashPassword(password, config.argon2),
      rolId: o.rolId ?? ROL.contador,
      emailVerificadoAt: o.verificado === false ? null : new Date(),
      pruebaVenceAt: o.pruebaVenceAt ?? null,
    })
    .returning();
  if (!usuario) throw new Error('usuario no creado');
  if (o.empresa) {
    const [empresa] = await db
      .insert(schema.empresas)
      .values({ ...o.empresa, periodo: '2026-11' })
      .returning();
    if (!empresa) throw new Error('empresa no creada');
    const [local] = await db
      .insert(schema.locales)
      .values({ empresaId: empresa.id, nombreCorto: 'PRINCIPAL', direccion: 'AV. LOS INCAS 100' })
      .returning();
    await db.insert(schema.usuarioEmpresas).values({
      usuarioId: usuario.id,
      empresaId: empresa.id,
      localId: local?.id ?? null,
      activa: true,
      periodo: '2026-11',
    });
  }
  return usuario;
}

/** Grants a user an existing company (optionally bound to one local). */
export async function asignarEmpresa(t: AppDePrueba, usuarioId: string, empresaId: string, localId?: string) {
  await t.deps.db.insert(schema.usuarioEmpresas).values({ usuarioId, empresaId, localId: localId ?? null });
}
