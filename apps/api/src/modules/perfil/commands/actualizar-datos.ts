import { schema } from '@kipu/db';
import { esCelularPeruano } from '@kipu/peru';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';

export type DatosPersonalesEntrada = {
  nombres: string;
  a_paterno?: string | null;
  a_materno?: string | null;
  telefono?: string | null;
};

const limpio = (s: string | null | undefined) => s?.trim().replace(/\s+/g, ' ') || null;

/** Checks every field before any write; answers the first problem in Spanish. */
export function validarDatosPersonales(e: DatosPersonalesEntrada) {
  const nombres = limpio(e.nombres);
  const aPaterno = limpio(e.a_paterno);
  const aMaterno = limpio(e.a_materno);
  const telefono = limpio(e.telefono);
  // Names are printed in mails, PDFs and exports: one line, no character an XML or PostgreSQL refuses.
  const texto = primerErrorDeTexto([
    [e.nombres, { campo: 'el nombre', maximo: 120, unaLinea: true }],
    [e.a_paterno, { campo: 'el apellido paterno', maximo: 60, unaLinea: true }],
    [e.a_materno, { campo: 'el apellido materno', maximo: 60, unaLinea: true }],
  ]);
  if (texto) throw entradaInvalida(texto);
  if (!nombres) throw entradaInvalida('Ingrese su nombre');
  if (telefono && !esCelularPeruano(telefono))
    throw entradaInvalida('Ingrese un número de celular válido (9 dígitos que empiezan con 9)');
  return { nombres, aPaterno, aMaterno, telefono };
}

/** actualizarMiPerfil: names, surnames and phone of the session's user. */
export async function actualizarDatosPersonales(
  deps: Dependencias,
  usuarioId: string,
  entrada: DatosPersonalesEntrada,
): Promise<void> {
  const datos = validarDatosPersonales(entrada);
  await deps.db.update(schema.usuarios).set(datos).where(eq(schema.usuarios.id, usuarioId));
}
