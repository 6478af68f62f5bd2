/**
 * One line of SUNAT's "padrón reducido" (padron_reducido_ruc.txt, pipe-separated, ISO-8859-1):
 * RUC | NOMBRE O RAZÓN SOCIAL | ESTADO | CONDICIÓN DE DOMICILIO | UBIGEO | TIPO DE VÍA | NOMBRE DE VÍA |
 * CÓDIGO DE ZONA | TIPO DE ZONA | NÚMERO | INTERIOR | LOTE | DEPARTAMENTO | MANZANA | KILÓMETRO |
 * The address is not given whole: it is rebuilt from its parts; '-' means empty.
 */
export type ContribuyentePadron = {
  ruc: string;
  razonSocial: string;
  estado: string;
  condicion: string;
  ubigeo: string | null;
  direccion: string;
};

const vacio = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '-' || t === '----' ? '' : t;
};

export function leerLineaPadron(linea: string): ContribuyentePadron | undefined {
  const c = linea.split('|');
  const ruc = vacio(c[0]);
  if (!/^\d{11}$/.test(ruc)) return undefined;
  const via = [vacio(c[5]), vacio(c[6])].filter(Boolean).join(' ');
  const partes = [
    via,
    vacio(c[9]) && `NRO. ${vacio(c[9])}`,
    vacio(c[10]) && `INT. ${vacio(c[10])}`,
    vacio(c[12]) && `DPTO. ${vacio(c[12])}`,
    vacio(c[13]) && `MZA. ${vacio(c[13])}`,
    vacio(c[11]) && `LOTE. ${vacio(c[11])}`,
    vacio(c[14]) && `KM. ${vacio(c[14])}`,
    [vacio(c[8]), vacio(c[7])].filter(Boolean).join(' '),
  ].filter(Boolean);
  const ubigeo = vacio(c[4]);
  return {
    ruc,
    razonSocial: vacio(c[1]),
    estado: vacio(c[2]),
    condicion: vacio(c[3]),
    ubigeo: /^\d{6}$/.test(ubigeo) ? ubigeo : null,
    direccion: partes.join(' '),
  };
}

/** The warning a form shows for a taxpayer SUNAT lists as not found at its address or closed. */
export function advertenciaContribuyente(c: { estado: string; condicion: string }): string | null {
  if (c.condicion.toUpperCase().includes('NO HABIDO')) return 'El contribuyente está NO HABIDO';
  if (c.estado.toUpperCase().includes('BAJA')) return `El contribuyente está de ${c.estado.toUpperCase()}`;
  if (c.estado && c.estado.toUpperCase() !== 'ACTIVO')
    return `El contribuyente no está activo (${c.estado.toUpperCase()})`;
  return null;
}
