import { validarDocumentoIdentidad } from '@kipu/peru/identidad/documento';

export type TipoConsulta = 'dni' | 'ruc';

/** What each look-up asks for: its title, the field and the catálogo 06 type its number is checked as. */
export const CONSULTAS: Record<
  TipoConsulta,
  { titulo: string; campo: string; largo: number; tipoDocumento: string }
> = {
  dni: { titulo: 'Consulta DNI', campo: 'DNI', largo: 8, tipoDocumento: '1' },
  ruc: { titulo: 'Consulta RUC', campo: 'RUC', largo: 11, tipoDocumento: '6' },
};

/** The Spanish message for a number that cannot be looked up, or undefined when it can. */
export function errorDeNumero(tipo: TipoConsulta, numero: string): string | undefined {
  if (!numero.trim()) return `Escriba el ${CONSULTAS[tipo].campo} a consultar`;
  return validarDocumentoIdentidad(CONSULTAS[tipo].tipoDocumento, numero);
}

export type FilaResultado = { etiqueta: string; valor: string };

/** A found person or taxpayer as label-value rows, empty values left out. */
export function filasDeResultado(
  datos: Record<string, string | null | undefined>,
  etiquetas: Record<string, string>,
) {
  return Object.entries(etiquetas)
    .map(([campo, etiqueta]) => ({ etiqueta, valor: datos[campo]?.trim() ?? '' }))
    .filter((f): f is FilaResultado => f.valor !== '');
}

export const ETIQUETAS_DNI = {
  dni: 'DNI',
  apellido_paterno: 'Apellido paterno',
  apellido_materno: 'Apellido materno',
  nombres: 'Nombres',
  nombre_completo: 'Nombre completo',
};

export const ETIQUETAS_RUC = {
  ruc: 'RUC',
  razon_social: 'Razón social',
  estado: 'Estado del contribuyente',
  condicion: 'Condición de domicilio',
  direccion: 'Domicilio fiscal',
  ubigeo: 'Ubigeo',
  fuente: 'Fuente',
};

/** Where a RUC's data came from, as the screen names it. */
export const FUENTES: Record<string, string> = {
  padron: 'Padrón reducido de SUNAT (copia local)',
  proveedor: 'Consulta en línea',
};
