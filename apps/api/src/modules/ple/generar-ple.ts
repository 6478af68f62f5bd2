import { schema } from '@kipu/db';
import { bloquesLatin1, crearVerificador, type Hallazgo, nombreArchivoPle } from '@kipu/peru/ple/index';
import { eq } from 'drizzle-orm';
import type { ArchivoGenerado } from '../../shared/archivo-generado.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { LIBROS_PLE, type LibroPle, libroPle } from './libros-ple.ts';

export type ResultadoPle = {
  archivo: ArchivoGenerado;
  lineas: number;
  hallazgos: Hallazgo[];
  /** Findings beyond the listed ones. */
  omitidos: number;
  valido: boolean;
};

/** The file is ISO-8859-1 text, the character set of the PLE's own tools. */
export const MIME_PLE = 'text/plain; charset=ISO-8859-1';

/** Checks the period (AAAAMM) and the book code, answering the book. */
export function libroYPeriodo(codigo: string, periodo: string): LibroPle {
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const libro = libroPle(codigo);
  if (!libro)
    throw entradaInvalida(
      `El libro ${codigo} no se genera; los libros son ${LIBROS_PLE.map((l) => l.codigo).join(', ')}`,
    );
  return libro;
}

/**
 * A PLE book of the session's company for a period: named by SUNAT's structure (the empty indicator
 * from whether it has lines), written from the company's operations read page by page, encoded as it
 * goes and checked line by line by the structural checker, whose findings come with the file.
 */
export async function generarPle(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { libro: string; periodo: string },
): Promise<ResultadoPle> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const libro = libroYPeriodo(args.libro, args.periodo);
  const [empresa] = await deps.db
    .select({ ruc: schema.empresas.ruc })
    .from(schema.empresas)
    .where(eq(schema.empresas.id, empresaId));
  if (!empresa) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  const cantidad = await libro.contar(deps.db, empresaId, args.periodo);
  const nombre = nombreArchivoPle({
    ruc: empresa.ruc,
    periodo: args.periodo,
    libro: libro.codigo,
    conInformacion: cantidad > 0,
    moneda: 'PEN',
  });
  const verificador = crearVerificador(nombre);
  async function* verificadas() {
    for await (const linea of libro.lineas(deps.db, empresaId, args.periodo)) {
      verificador.agregar(linea);
      yield linea;
    }
  }
  const bloques: Buffer[] = [];
  for await (const bloque of bloquesLatin1(verificadas())) bloques.push(Buffer.from(bloque));
  const r = verificador.terminar();
  return {
    archivo: { nombre, mime: MIME_PLE, base64: Buffer.concat(bloques).toString('base64') },
    lineas: r.lineas,
    hallazgos: r.hallazgos,
    omitidos: r.omitidos,
    valido: r.hallazgos.length === 0,
  };
}
