/**
 * The areas spec 02 §2 lists that Kipu does not have yet. Their paths show a page that says so, naming
 * the area and where its nearest existing screens are, instead of sending the user elsewhere unasked.
 */

export interface EnlaceAlternativo {
  etiqueta: string;
  ruta: string;
}

export interface AreaPendiente {
  /** The area's path without its slash ('prod'). */
  ruta: string;
  nombre: string;
  /** What the area is for, as spec 02 describes it (none where it says nothing). */
  descripcion?: string;
  /** Screens that already do part of it. */
  alternativas: readonly EnlaceAlternativo[];
}

export const AREAS_PENDIENTES: readonly AreaPendiente[] = [
  { ruta: 'prod', nombre: 'Producción', alternativas: [] },
  {
    ruta: 'consultas-sunat',
    nombre: 'Consultas SUNAT',
    descripcion:
      'Consultas en SUNAT con la clave SOL: RR. HH., depósitos de detracciones, NPD, declaraciones y pagos, y constancias.',
    alternativas: [
      { etiqueta: 'Consulta RUC', ruta: '/aplicativos/rucbasico' },
      { etiqueta: 'Consulta DNI', ruta: '/aplicativos/dnibasico' },
    ],
  },
  {
    ruta: 'operaciones',
    nombre: 'Operaciones (detracciones)',
    descripcion: 'Detracciones de proveedores y clientes, y su descargo.',
    alternativas: [
      { etiqueta: 'Cuentas por pagar (depósito de detracciones)', ruta: '/contable/cuentas/pagar' },
    ],
  },
  {
    ruta: 'xml',
    nombre: 'Importación masiva de XML',
    descripcion: 'Registro de compras y ventas a partir de los XML de los comprobantes electrónicos.',
    alternativas: [{ etiqueta: 'Importación masiva desde Excel', ruta: '/util/importar' }],
  },
  {
    ruta: 'lrcontables',
    nombre: 'Libros y registros contables',
    descripcion:
      'Diario mensual, libro mayor, diario simplificado, hoja de trabajo, estados financieros y PCGE.',
    alternativas: [
      { etiqueta: 'Libro diario', ruta: '/repo/ldiario' },
      { etiqueta: 'Libro mayor', ruta: '/repo/mayor' },
      { etiqueta: 'Hoja de trabajo', ruta: '/repo/hoja-trabajo' },
      { etiqueta: 'Estado de situación financiera', ruta: '/repo/ef/bgc' },
    ],
  },
];

/** The pending area a path is in ('/lrcontables/libro-mayor' → Libros y registros contables), if any. */
export function areaPendienteDe(pathname: string): AreaPendiente | undefined {
  const primera = pathname.split('/').find(Boolean) ?? '';
  return AREAS_PENDIENTES.find((a) => a.ruta === primera);
}
