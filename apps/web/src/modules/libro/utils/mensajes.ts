/** Texts of the complaints book pages (spec 01 §4, §8); the form's rules and messages come from @kipu/peru. */
export const MSG_LIBRO = {
  enviado: 'Reclamo Enviado',
  noEncontrado: 'No se Encontro ningun Registro',
  encontrado: 'Reclamo Encontrado',
  nroRequerido: 'Ingrese el Número de Documento',
  phoneRequerido: 'Ingrese el Número de Celular',
  firmaLimpiar: 'Limpiar',
} as const;

/** Short definitions shown next to each choice (Código de Protección y Defensa del Consumidor, art. 150). */
export const DEFINICIONES_TIPO: Readonly<Record<string, string>> = {
  RECLAMO: 'Disconformidad relacionada a los productos o servicios.',
  QUEJA:
    'Disconformidad no relacionada a los productos o servicios; o malestar o descontento respecto a la atención al público.',
};

export const ETIQUETAS_BIEN: Readonly<Record<string, string>> = {
  PRODUCTO: 'Producto',
  SERVICIO: 'Servicio',
};

export const ETIQUETAS_TIPO: Readonly<Record<string, string>> = {
  RECLAMO: 'Reclamo',
  QUEJA: 'Queja',
};
