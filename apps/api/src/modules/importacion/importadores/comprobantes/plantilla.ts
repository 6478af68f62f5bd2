import type { Plantilla } from '../../tipos.ts';

/** Columns that describe the whole document: read from its rows, they must agree where repeated. */
export const COLUMNAS_DOCUMENTO = [
  'tipo',
  'serie',
  'fecha_emision',
  'cliente_tipo_documento',
  'cliente_numero',
  'cliente_nombre',
  'cliente_direccion',
  'moneda',
  'tipo_cambio',
  'forma_pago',
  'cuotas',
  'observaciones',
] as const;

export type ColumnaDocumento = (typeof COLUMNAS_DOCUMENTO)[number];

/** Mass invoicing: one row per line; the rows sharing a `documento` key are one factura or boleta. */
export const PLANTILLA_COMPROBANTES: Plantilla = {
  titulo: 'Comprobantes',
  columnas: [
    {
      nombre: 'documento',
      descripcion:
        'Clave que agrupa las filas de un mismo comprobante (un número o texto: 1, 2, A-15…). Cada fila es un ítem',
      obligatoria: true,
      ejemplo: '1',
    },
    {
      nombre: 'tipo',
      descripcion: 'Tipo de comprobante (catálogo 01): 01 factura o 03 boleta',
      obligatoria: true,
      ejemplo: '01',
    },
    {
      nombre: 'serie',
      descripcion:
        'Serie activa del local (F001, B001…). Vacío: la primera serie activa del tipo en el local',
      obligatoria: false,
      ejemplo: 'F001',
    },
    {
      nombre: 'fecha_emision',
      descripcion: 'AAAA-MM-DD o DD/MM/AAAA; hasta 3 días atrás, nunca futura. Vacío: hoy',
      obligatoria: false,
      ejemplo: '',
    },
    {
      nombre: 'cliente_tipo_documento',
      descripcion:
        'Documento del cliente (catálogo 06): 6 RUC (obligatorio en facturas), 1 DNI, 4 carné de extranjería, 7 pasaporte, 0 no domiciliado, - varios (boletas)',
      obligatoria: true,
      ejemplo: '6',
    },
    {
      nombre: 'cliente_numero',
      descripcion: 'Número del documento del cliente (RUC 11 dígitos, DNI 8), como texto',
      obligatoria: true,
      ejemplo: '20100070970',
    },
    {
      nombre: 'cliente_nombre',
      descripcion: 'Razón social o nombre. Vacío: el del cliente registrado en la empresa con ese documento',
      obligatoria: false,
      ejemplo: 'SUPERMERCADOS PERUANOS S.A.',
    },
    {
      nombre: 'cliente_direccion',
      descripcion: 'Dirección del cliente. Vacío: la del cliente registrado, si lo está',
      obligatoria: false,
      ejemplo: 'CAL. MORELLI 181',
    },
    {
      nombre: 'moneda',
      descripcion: 'PEN soles o USD dólares. Vacío: PEN',
      obligatoria: false,
      ejemplo: 'PEN',
    },
    {
      nombre: 'tipo_cambio',
      descripcion: 'Tipo de cambio del día para documentos en dólares (se imprime en el comprobante)',
      obligatoria: false,
      ejemplo: '',
    },
    {
      nombre: 'forma_pago',
      descripcion: 'contado o credito. Vacío: contado',
      obligatoria: false,
      ejemplo: 'contado',
    },
    {
      nombre: 'cuotas',
      descripcion:
        'Solo al crédito: vencimiento:monto de cada cuota separadas por punto y coma (2026-12-31:500.00; 2027-01-31:500.00); deben sumar el importe total',
      obligatoria: false,
      ejemplo: '',
    },
    {
      nombre: 'codigo_producto',
      descripcion:
        'Código de un producto registrado de la empresa: completa descripción, unidad, afectación y precio que deje vacíos',
      obligatoria: false,
      ejemplo: 'P0001',
    },
    {
      nombre: 'descripcion',
      descripcion: 'Descripción del ítem (obligatoria si no indica un producto)',
      obligatoria: false,
      ejemplo: '',
    },
    {
      nombre: 'unidad',
      descripcion:
        'Unidad de medida (catálogo 03): NIU unidad, ZZ servicio, KGM kilogramo… Vacío: la del producto o NIU',
      obligatoria: false,
      ejemplo: '',
    },
    {
      nombre: 'cantidad',
      descripcion: 'Cantidad mayor que cero (punto decimal)',
      obligatoria: true,
      ejemplo: '2',
    },
    {
      nombre: 'precio_unitario',
      descripcion:
        'Importe unitario según el cálculo del local: con IGV (precio unitario, lo habitual) o sin IGV si el local calcula por valor unitario. Vacío: el del producto',
      obligatoria: false,
      ejemplo: '',
    },
    {
      nombre: 'afectacion',
      descripcion:
        'Afectación del IGV (catálogo 07): 10 gravado, 20 exonerado, 30 inafecto, 11–16 y 21, 31–37 gratuitas… Vacío: la del producto o 10',
      obligatoria: false,
      ejemplo: '',
    },
    {
      nombre: 'observaciones',
      descripcion: 'Observaciones del comprobante (hasta 200 caracteres)',
      obligatoria: false,
      ejemplo: '',
    },
  ],
  notas: [
    'Cada fila es un ítem. Las filas con la misma clave en "documento" forman un comprobante; los datos del comprobante (tipo, serie, fecha, cliente, moneda, forma de pago, observaciones) pueden escribirse solo en su primera fila o repetirse igual en las demás.',
    'Los comprobantes se emiten desde el local con el que trabaja al importar, en el orden del archivo, con el siguiente número de su serie.',
    'Se validan todas las filas antes de emitir. Si alguna tiene errores no se emite ningún comprobante, salvo que marque "Importar solo las filas válidas": entonces se emiten los comprobantes cuyas filas estén todas correctas.',
    'Marque "Solo registro" para firmar y guardar los comprobantes sin enviarlos a SUNAT: quedan pendientes y se envían después.',
  ],
};
