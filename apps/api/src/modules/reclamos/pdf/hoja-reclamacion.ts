import type { Content } from 'pdfmake/interfaces';
import type { DocumentoPdf } from '../../../infra/pdf/pdf.ts';

export type DatosHoja = {
  proveedor: { razonSocial: string; ruc: string; direccion: string };
  /** Null on the preview, which is not yet filed. */
  codigo: string | null;
  fecha: string;
  fechaLimite: string | null;
  consumidor: {
    nombres: string;
    tipoDocumento: string;
    numeroDocumento: string;
    direccion: string;
    ciudad: string;
    telefono: string;
    email: string;
  };
  bien: string;
  tipo: string;
  descripcion: string;
  firmaPng: string;
};

const ddmmaaaa = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// Control characters would break the PDF text layer; everything else is printed as typed.
const limpio = (texto: string) =>
  [...texto]
    .filter((c) => {
      const n = c.charCodeAt(0);
      return n === 9 || n === 10 || n === 13 || (n >= 32 && n !== 127);
    })
    .join('')
    .trim();

const fila = (etiqueta: string, valor: string): Content[] => [
  { text: etiqueta, style: 'etiqueta' },
  { text: limpio(valor), style: 'valor' },
];

/** The hoja de reclamación (DS 011-2011-PCM Anexo I fields, with the notices the law requires). */
export function hojaReclamacion(d: DatosHoja): DocumentoPdf {
  const c = d.consumidor;
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: `Hoja de reclamación ${d.codigo ?? '(vista previa)'}`, author: d.proveedor.razonSocial },
    ...(d.codigo ? {} : { watermark: { text: 'VISTA PREVIA', opacity: 0.08, bold: true } }),
    content: [
      { text: 'LIBRO DE RECLAMACIONES', style: 'titulo' },
      { text: 'HOJA DE RECLAMACIÓN', style: 'subtitulo' },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [
              {
                stack: [
                  { text: limpio(d.proveedor.razonSocial), bold: true },
                  `RUC ${d.proveedor.ruc}`,
                  limpio(d.proveedor.direccion),
                ],
              },
              {
                stack: [
                  { text: `N° ${d.codigo ?? '— (se asigna al enviar)'}`, bold: true },
                  `Fecha: ${ddmmaaaa(d.fecha)}`,
                ],
              },
            ],
          ],
        },
        margin: [0, 8, 0, 12],
      },
      { text: '1. IDENTIFICACIÓN DEL CONSUMIDOR RECLAMANTE', style: 'seccion' },
      {
        table: {
          widths: [130, '*'],
          body: [
            fila('Nombres y apellidos', c.nombres),
            fila('Documento de identidad', `${c.tipoDocumento} ${c.numeroDocumento}`),
            fila('Domicilio', c.direccion),
            fila('Ciudad', c.ciudad),
            fila('Teléfono', c.telefono),
            fila('Correo electrónico', c.email),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: '2. IDENTIFICACIÓN DEL BIEN CONTRATADO', style: 'seccion' },
      {
        text: `${d.bien === 'PRODUCTO' ? '[X]' : '[ ]'} Producto      ${d.bien === 'SERVICIO' ? '[X]' : '[ ]'} Servicio`,
      },
      { text: '3. DETALLE DE LA RECLAMACIÓN', style: 'seccion' },
      {
        text: `${d.tipo === 'RECLAMO' ? '[X]' : '[ ]'} Reclamo      ${d.tipo === 'QUEJA' ? '[X]' : '[ ]'} Queja`,
      },
      { text: limpio(d.descripcion), margin: [0, 6, 0, 0] },
      { text: 'Firma del consumidor', style: 'seccion' },
      { image: d.firmaPng, width: 200 },
      { text: 'AVISOS', style: 'seccion' },
      {
        ul: [
          'RECLAMO: disconformidad relacionada a los productos o servicios.',
          'QUEJA: disconformidad no relacionada a los productos o servicios; o malestar o descontento respecto a la atención al público.',
          'La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.',
          d.fechaLimite
            ? `El proveedor debe dar respuesta al reclamo en un plazo no mayor a quince (15) días hábiles improrrogables (Ley 31435): a más tardar el ${ddmmaaaa(d.fechaLimite)}.`
            : 'El proveedor debe dar respuesta al reclamo en un plazo no mayor a quince (15) días hábiles improrrogables (Ley 31435).',
        ],
        style: 'aviso',
      },
    ],
    styles: {
      titulo: { fontSize: 16, bold: true, alignment: 'center' },
      subtitulo: { fontSize: 11, alignment: 'center', margin: [0, 2, 0, 0] },
      seccion: { fontSize: 10, bold: true, margin: [0, 12, 0, 4], color: '#1e3a8a' },
      etiqueta: { fontSize: 9, color: '#4b5563' },
      valor: { fontSize: 9 },
      aviso: { fontSize: 8, color: '#374151' },
    },
    defaultStyle: { fontSize: 10 },
  };
}
