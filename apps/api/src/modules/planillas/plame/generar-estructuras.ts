import { schema } from '@kipu/db';
import {
  archivoJornada,
  archivoNoLaborados,
  archivoPrestadores,
  archivoRecibosCuarta,
  archivoRemuneraciones,
  archivoTasasSctr,
  DOCUMENTO_PLAME,
  type DocumentoPlame,
  ESTRUCTURAS_PLAME,
  type ExtensionPlame,
  nombreArchivoPlame,
  nombresDePrestador,
  verificarEstructurasPlame,
} from '@kipu/peru';
import { codificarLatin1 } from '@kipu/peru/ple/escritor';
import type { Hallazgo } from '@kipu/peru/ple/index';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { mesAnio, validarPeriodo } from '../planilla/consultar-planilla.ts';
import {
  type BoletaDelPeriodo,
  boletasDelPeriodo,
  type ReciboDelPeriodo,
  recibosPorHonorarios,
} from './datos-plame.ts';
import { recibosDePrestadores } from './recibos-prestadores.ts';

export type ArchivoPlame = {
  extension: ExtensionPlame;
  estructura: string;
  archivo: ArchivoGenerado;
  lineas: number;
  hallazgos: Hallazgo[];
  valido: boolean;
};

export type EstructurasPlame = {
  periodo: string;
  archivos: ArchivoPlame[];
  /** Every file in one .zip, for a single download. */
  zip: ArchivoGenerado | null;
  /** What was left out of the files (a line without a PLAME code, a document without a Tabla 3 type). */
  advertencias: string[];
  valido: boolean;
};

/** The payslips as their workers' Tabla 3 documents; a worker whose document has no code is reported. */
function conDocumento(boletas: BoletaDelPeriodo[], advertencias: string[]) {
  const salida: (BoletaDelPeriodo & { documento: DocumentoPlame })[] = [];
  for (const b of boletas) {
    const tipo = DOCUMENTO_PLAME[b.tipoDocumento];
    if (tipo) salida.push({ ...b, documento: { tipoDocumento: tipo, numeroDocumento: b.numeroDocumento } });
    else
      advertencias.push(
        `${b.numeroDocumento}: su tipo de documento no tiene código en la tabla 3 del PLAME y no se exporta`,
      );
  }
  return salida;
}

/** The structures of the worker files, from the stored payslips and their inputs. */
function archivosDePlanilla(boletas: (BoletaDelPeriodo & { documento: DocumentoPlame })[]) {
  const rem = archivoRemuneraciones(boletas.map((b) => ({ ...b.documento, ...b.boleta })));
  return {
    advertencias: rem.advertencias,
    lineas: {
      rem: rem.lineas,
      // Absences are discounted, not taken off the days paid: the hours worked leave them out.
      jor: archivoJornada(
        boletas.map((b) => ({
          ...b.documento,
          horasOrdinarias: Math.max(b.boleta.diasLaborados - (b.entrada.faltas ?? 0), 0) * b.horasDiarias,
          horasSobretiempo: new Decimal(b.entrada.horasExtras25 ?? 0).plus(b.entrada.horasExtras35 ?? 0),
        })),
      ),
      snl: archivoNoLaborados(boletas.map((b) => ({ ...b.documento, dias: b.entrada }))),
      tas: archivoTasasSctr(boletas.map((b) => ({ ...b.documento, tasa: b.tasaSctrSalud ?? '0' }))),
    },
  };
}

/** The .ps4 and .4ta from the period's recibos por honorarios. */
function archivosDeRecibos(recibos: ReciboDelPeriodo[], advertencias: string[]) {
  const validos = recibosDePrestadores(recibos, advertencias);
  return {
    ps4: archivoPrestadores(
      validos.map((r) => ({ ...r, ...nombresDePrestador(r.nombre), domiciliado: true })),
    ),
    '4ta': archivoRecibosCuarta(validos),
  };
}

/**
 * The PDT PLAME import files of a period (generarEstructurasPlame): .rem, .jor, .snl and .tas from the
 * period's closed planilla, .ps4 and .4ta from the recibos por honorarios of its registro de compras.
 * Only files with lines are returned, each with the structural checker's findings.
 */
export async function generarEstructurasPlame(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<EstructurasPlame> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  validarPeriodo(periodo);
  const [empresa] = await deps.db
    .select({ ruc: schema.empresas.ruc })
    .from(schema.empresas)
    .where(eq(schema.empresas.id, empresaId));
  const p = schema.planillas;
  const [planilla] = await deps.db
    .select()
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.periodo, periodo)));
  if (planilla && planilla.estado !== 'cerrada')
    throw entradaInvalida(
      `La planilla de ${mesAnio(periodo)} no está cerrada: ciérrela antes de generar el PLAME`,
    );
  const recibos = await recibosPorHonorarios(deps.db, empresaId, periodo);
  if (!planilla && recibos.length === 0)
    throw entradaInvalida(`No hay planilla cerrada ni recibos por honorarios en ${mesAnio(periodo)}`);

  const advertencias: string[] = [];
  const boletas = planilla ? conDocumento(await boletasDelPeriodo(deps.db, planilla.id), advertencias) : [];
  const planillaArchivos = archivosDePlanilla(boletas);
  advertencias.push(...planillaArchivos.advertencias);
  const lineas: Partial<Record<ExtensionPlame, string[]>> = {
    ...planillaArchivos.lineas,
    ...archivosDeRecibos(recibos, advertencias),
  };
  const ruc = empresa?.ruc ?? '';
  const textos = Object.entries(lineas)
    .filter(([, l]) => l.length > 0)
    .map(([extension, l]) => ({
      extension: extension as ExtensionPlame,
      nombre: nombreArchivoPlame(ruc, periodo, extension as ExtensionPlame),
      contenido: l.join(''),
      bytes: codificarLatin1(l.join('')),
      lineas: l.length,
    }));
  const verificaciones = verificarEstructurasPlame(textos, { ruc, periodo });
  const archivos = textos.map((t, i): ArchivoPlame => {
    const hallazgos = verificaciones[i]?.hallazgos ?? [];
    return {
      extension: t.extension,
      estructura: ESTRUCTURAS_PLAME[t.extension].nombre,
      archivo: {
        nombre: t.nombre,
        mime: 'text/plain',
        base64: Buffer.from(t.bytes).toString('base64'),
      },
      lineas: t.lineas,
      hallazgos,
      valido: hallazgos.length === 0,
    };
  });
  const zip: ArchivoGenerado | null = textos.length
    ? {
        nombre: `plame-0601${periodo}${ruc}.zip`,
        mime: 'application/zip',
        base64: Buffer.from(zipSync(Object.fromEntries(textos.map((t) => [t.nombre, t.bytes])))).toString(
          'base64',
        ),
      }
    : null;
  return { periodo, archivos, zip, advertencias, valido: archivos.every((a) => a.valido) };
}
