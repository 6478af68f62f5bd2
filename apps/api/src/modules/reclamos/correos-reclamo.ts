import type { schema } from '@kipu/db';
import type { Correo } from '../../infra/correo/correo.ts';

type Reclamo = typeof schema.reclamos.$inferSelect;

const ddmmaaaa = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function correoAcuseReclamo(r: Reclamo, proveedor: string, pdfArchivo: string): Correo {
  const texto = [
    `Estimado(a) ${r.nombres}:`,
    `Hemos recibido su ${r.tipo === 'QUEJA' ? 'queja' : 'reclamo'} en el Libro de Reclamaciones de ${proveedor} con el código ${r.codigo}, el ${ddmmaaaa(r.fechaPresentacion)}.`,
    `Le daremos respuesta a más tardar el ${ddmmaaaa(r.fechaLimite)} (15 días hábiles, Ley 31435).`,
    'Puede seguir su estado en /libro-search con su número de documento y su teléfono.',
    'Adjuntamos la hoja de reclamación en PDF.',
  ].join('\n\n');
  return {
    para: r.email,
    asunto: `Hoja de reclamación ${r.codigo}`,
    texto,
    adjuntos: [{ nombre: `hoja-reclamacion-${r.codigo}.pdf`, ruta: pdfArchivo, tipo: 'application/pdf' }],
  };
}

export function correoSeguimientoReclamo(r: Reclamo, estado: string, descripcion: string): Correo {
  return {
    para: r.email,
    asunto: `Reclamo ${r.codigo}: ${estado}`,
    texto: `Estimado(a) ${r.nombres}:\n\nSu reclamo ${r.codigo} pasó al estado ${estado}.\n\n${descripcion}`,
  };
}
