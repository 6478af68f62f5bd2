import { camposDocumento, type DocumentoPlame, textoPlame } from './documento.ts';
import { lineaPlame } from './formato.ts';

export type PrestadorPlame = DocumentoPlame & {
  apellidoPaterno: string;
  apellidoMaterno: string;
  nombres: string;
  domiciliado: boolean;
  /** Tabla 25 double-taxation agreement; 0 (none) by default. */
  convenio?: string;
};

/**
 * A person's name as SUNAT's padrón writes a RUC 10 holder, "PATERNO MATERNO NOMBRES", split in the
 * three fields of the .ps4 (one word to a surname; the rest are the given names).
 */
export function nombresDePrestador(
  razonSocial: string,
): Pick<PrestadorPlame, 'apellidoPaterno' | 'apellidoMaterno' | 'nombres'> {
  const [paterno = '', materno = '', ...nombres] = textoPlame(razonSocial, 200).split(' ');
  return nombres.length
    ? { apellidoPaterno: paterno, apellidoMaterno: materno, nombres: nombres.join(' ') }
    : { apellidoPaterno: paterno, apellidoMaterno: '', nombres: materno || paterno };
}

/** Estructura 7 (.ps4), prestadores de servicios de 4ta categoría: one line per provider. */
export function archivoPrestadores(prestadores: readonly PrestadorPlame[]): string[] {
  const vistos = new Set<string>();
  return prestadores
    .filter((p) => {
      const clave = `${p.tipoDocumento}|${p.numeroDocumento}`;
      if (vistos.has(clave)) return false;
      vistos.add(clave);
      return true;
    })
    .map((p) =>
      lineaPlame([
        ...camposDocumento(p),
        textoPlame(p.apellidoPaterno, 40),
        textoPlame(p.apellidoMaterno, 40),
        textoPlame(p.nombres, 40),
        p.domiciliado ? '1' : '2',
        p.convenio ?? '0',
      ]),
    );
}
