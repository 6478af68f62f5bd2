import {
  type DatosNombrePle,
  leerNombreArchivoPle,
  type NombrePle,
  nombreArchivoLe,
} from '../ple/nombre-archivo.ts';

/** The two SIRE registers: sales (RVIE) and purchases (RCE). */
export type RegistroSire = 'RVIE' | 'RCE';

/**
 * What a SIRE file is for, the CC positions 28–29 of its name (peru-facts §11.8: RS 112-2021/SUNAT table 6,
 * RS 040-2022/SUNAT table 13). The no domiciliados cases exist in RCE only.
 */
export type CasoSire =
  | 'acepta'
  | 'reemplaza'
  | 'ajustesPosteriores'
  | 'ajustesAnterioresGeneral'
  | 'ajustesAnterioresSimplificado'
  | 'noDomiciliados'
  | 'noDomiciliadosAjustes';

type DefinicionCaso = {
  codigo: string;
  /** Book of the name per register; absent where the case does not exist for it. */
  libro: Partial<Record<RegistroSire, string>>;
  /** Adjustment files carry the NN sequence after G. */
  conCorrelativo: boolean;
};

/** File-name book codes: 140400 RVIE, 080400 RCE, 080500 RC no domiciliados (peru-facts §11.8). */
const CASOS: Record<CasoSire, DefinicionCaso> = {
  acepta: { codigo: '01', libro: { RVIE: '140400', RCE: '080400' }, conCorrelativo: false },
  reemplaza: { codigo: '02', libro: { RVIE: '140400', RCE: '080400' }, conCorrelativo: false },
  ajustesPosteriores: { codigo: '03', libro: { RVIE: '140400', RCE: '080400' }, conCorrelativo: true },
  ajustesAnterioresGeneral: { codigo: '04', libro: { RVIE: '140400', RCE: '080400' }, conCorrelativo: true },
  ajustesAnterioresSimplificado: {
    codigo: '05',
    libro: { RVIE: '140400', RCE: '080400' },
    conCorrelativo: true,
  },
  noDomiciliados: { codigo: '00', libro: { RCE: '080500' }, conCorrelativo: false },
  noDomiciliadosAjustes: { codigo: '06', libro: { RCE: '080500' }, conCorrelativo: true },
};

export type DatosNombreSire = Omit<DatosNombrePle, 'libro' | 'dia' | 'oportunidad'> & {
  registro: RegistroSire;
  caso: CasoSire;
  /** NN, 1–99, of an adjustment file; 1 when absent. Ignored by the other cases. */
  correlativo?: number;
};

/**
 * The name of a SIRE file: `LE` + RUC + AAAA + MM + `00` + LLLLLL + CC + O + I + M + `2` [+ NN] `.TXT`,
 * the PLE positions with G fixed at 2 ("generado por SIRE"). Throws on a case the register does not have
 * or an NN outside 1–99, which only a programming error produces.
 */
export function nombreArchivoSire(d: DatosNombreSire): string {
  const caso = CASOS[d.caso];
  const libro = caso.libro[d.registro];
  if (!libro) throw new RangeError(`El caso ${d.caso} no existe en el ${d.registro}`);
  const correlativo = d.correlativo ?? 1;
  if (caso.conCorrelativo && (!Number.isInteger(correlativo) || correlativo < 1 || correlativo > 99))
    throw new RangeError(`El correlativo de ajuste debe ir de 1 a 99 y es ${correlativo}`);
  return nombreArchivoLe({
    ...d,
    libro,
    dia: '00',
    oportunidad: caso.codigo,
    generador: '2',
    correlativo: caso.conCorrelativo ? String(correlativo).padStart(2, '0') : undefined,
  });
}

export type NombreSire = Omit<NombrePle, 'oportunidad'> & {
  registro: RegistroSire;
  caso: CasoSire;
  correlativo?: number;
};

/** 30 digits after LE (RUC … M), G = 2 and NN when present. */
const PATRON_SIRE = /^(LE\d{30})2(\d{2})?\.TXT$/i;

/** Reads a SIRE file name back; undefined when it does not follow the structure or names no SIRE case. */
export function leerNombreArchivoSire(nombre: string): NombreSire | undefined {
  const m = PATRON_SIRE.exec(nombre);
  // The positions up to M are PLE's: read them with the PLE reader under G = 1.
  const ple = m ? leerNombreArchivoPle(`${m[1]}1.TXT`) : undefined;
  if (!m || !ple || ple.dia !== '00') return undefined;
  const { oportunidad, ...resto } = ple;
  for (const [caso, def] of Object.entries(CASOS) as [CasoSire, DefinicionCaso][]) {
    if (def.codigo !== oportunidad) continue;
    const registro = (Object.keys(def.libro) as RegistroSire[]).find((r) => def.libro[r] === ple.libro);
    if (!registro || def.conCorrelativo !== (m[2] !== undefined)) continue;
    return { ...resto, registro, caso, correlativo: m[2] ? Number(m[2]) : undefined };
  }
  return undefined;
}
