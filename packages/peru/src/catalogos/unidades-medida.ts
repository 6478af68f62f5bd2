/**
 * Catálogo 03 in Spanish for the units businesses use. SUNAT's published validation catalogue names its
 * 2,000 UN/ECE codes only in English ('NIU - number of international units'); these are the names SUNAT
 * gives them in Spanish. NIU and ZZ carry the names a customer reads: Unidad and Servicio. The printed
 * documents and the web's pickers both read this one list.
 */
const UNIDADES_MEDIDA: Readonly<Record<string, string>> = {
  NIU: 'Unidad',
  ZZ: 'Servicio',
  '4A': 'Bobina',
  BJ: 'Balde',
  BLL: 'Barril',
  BG: 'Bolsa',
  BO: 'Botella',
  BX: 'Caja',
  CT: 'Cartón',
  CMK: 'Centímetro cuadrado',
  CMQ: 'Centímetro cúbico',
  CMT: 'Centímetro',
  CEN: 'Ciento',
  CY: 'Cilindro',
  CJ: 'Cono',
  DAY: 'Día',
  DZN: 'Docena',
  BE: 'Fardo',
  GLI: 'Galón inglés',
  GLL: 'Galón',
  GRM: 'Gramo',
  GRO: 'Gruesa',
  HLT: 'Hectolitro',
  LEF: 'Hoja',
  HUR: 'Hora',
  SET: 'Juego',
  KGM: 'Kilogramo',
  KTM: 'Kilómetro',
  KWH: 'Kilovatio hora',
  KT: 'Kit',
  CA: 'Lata',
  LBR: 'Libra',
  LTR: 'Litro',
  MWH: 'Megavatio hora',
  MTR: 'Metro',
  MTK: 'Metro cuadrado',
  MTQ: 'Metro cúbico',
  MGM: 'Miligramo',
  MLT: 'Mililitro',
  MMT: 'Milímetro',
  MMK: 'Milímetro cuadrado',
  MMQ: 'Milímetro cúbico',
  MIL: 'Millar',
  MIN: 'Minuto',
  MON: 'Mes',
  UM: 'Millón de unidades',
  ONZ: 'Onza',
  PF: 'Paleta',
  PK: 'Paquete',
  PR: 'Par',
  FOT: 'Pie',
  FTK: 'Pie cuadrado',
  FTQ: 'Pie cúbico',
  C62: 'Pieza',
  PG: 'Placa',
  ST: 'Pliego',
  INH: 'Pulgada',
  RM: 'Resma',
  RO: 'Rollo',
  DR: 'Tambor',
  STN: 'Tonelada corta',
  LTN: 'Tonelada larga',
  TNE: 'Tonelada',
  TU: 'Tubo',
  YRD: 'Yarda',
  YDK: 'Yarda cuadrada',
};

/** The Spanish name of a catálogo 03 unit ('NIU' → 'Unidad'), or undefined when it has none. */
export function nombreUnidadMedida(codigo: string): string | undefined {
  return UNIDADES_MEDIDA[codigo.trim().toUpperCase()];
}

/** The units with a Spanish name, NIU and ZZ first: what a picker offers before the rest. */
export const UNIDADES_CON_NOMBRE: readonly string[] = Object.keys(UNIDADES_MEDIDA);
