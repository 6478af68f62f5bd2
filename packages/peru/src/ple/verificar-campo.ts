import type { Campo } from './estructuras.ts';

/** 'DD/MM/AAAA' → 'AAAAMMDD' when it is a real calendar date; undefined otherwise. */
export function fechaComparable(valor: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(valor);
  if (!m) return undefined;
  const [, dia = '', mes = '', anio = ''] = m;
  const d = new Date(Date.UTC(Number(anio), Number(mes) - 1, Number(dia)));
  const valida =
    d.getUTCFullYear() === Number(anio) &&
    d.getUTCMonth() === Number(mes) - 1 &&
    d.getUTCDate() === Number(dia);
  return valida ? `${anio}${mes}${dia}` : undefined;
}

/** The 'YYYYMM' a number of months after (or before, when negative) another. */
export function sumarMeses(periodo: string, meses: number): string {
  const total = Number(periodo.slice(0, 4)) * 12 + Number(periodo.slice(4, 6)) - 1 + meses;
  return `${Math.floor(total / 12)}${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Months from one 'YYYYMM' to a later one. */
export const mesesEntre = (desde: string, hasta: string): number =>
  (Number(hasta.slice(0, 4)) - Number(desde.slice(0, 4))) * 12 +
  Number(hasta.slice(4, 6)) -
  Number(desde.slice(4, 6));

const IMPORTE = /^-?\d{1,12}(\.\d{1,2})?$/;
const CANTIDAD = /^-?\d{1,12}(\.\d{1,8})?$/;
const TASA = /^\d{1,3}(\.\d{1,2})?$/;
const ALFANUMERICO = /^[A-Za-z0-9(),.-]+$/;

/** The problem of one field's value by its own definition (format, length, table), or undefined. */
export function problemaDeCampo(campo: Campo, valor: string, admiteNegativos: boolean): string | undefined {
  if (valor === '') return campo.obligatorio ? 'es obligatorio' : undefined;
  if (!['importe', 'tasa', 'cantidad'].includes(campo.formato) && valor.length > campo.longitud)
    return `tiene ${valor.length} caracteres y admite hasta ${campo.longitud}`;
  switch (campo.formato) {
    case 'periodo':
      return /^\d{4}(0[1-9]|1[0-2])00$/.test(valor) ? undefined : `"${valor}" no tiene el formato AAAAMM00`;
    case 'periodoDia':
      return fechaComparable(`${valor.slice(6)}/${valor.slice(4, 6)}/${valor.slice(0, 4)}`)
        ? undefined
        : `"${valor}" no tiene el formato AAAAMMDD`;
    case 'cuo':
      return valor.includes('&') ? 'no acepta el carácter "&"' : undefined;
    case 'correlativo':
      return /^[AMC][^&]+$/.test(valor)
        ? undefined
        : `"${valor}" debe empezar con A, M o C, tener de 2 a 10 caracteres y no llevar "&"`;
    case 'fecha':
      return fechaComparable(valor) ? undefined : `"${valor}" no es una fecha válida DD/MM/AAAA`;
    case 'importe':
      if (!IMPORTE.test(valor)) return `"${valor}" no es un importe con punto decimal y hasta 2 decimales`;
      return valor.startsWith('-') && !campo.negativo && !admiteNegativos
        ? 'no acepta importes negativos'
        : undefined;
    case 'cantidad':
      if (!CANTIDAD.test(valor)) return `"${valor}" admite hasta 12 enteros y 8 decimales`;
      return valor.startsWith('-') && !campo.negativo ? 'no acepta valores negativos' : undefined;
    case 'tipoCambio':
      return /^\d\.\d{3}$/.test(valor) && Number(valor) > 0
        ? undefined
        : `"${valor}" debe ser positivo con el formato #.###`;
    case 'tasa':
      return TASA.test(valor) ? undefined : `"${valor}" admite hasta 3 enteros y 2 decimales`;
    case 'texto':
      return /[/\\]/.test(valor) ? 'no debe contener los caracteres "/" ni "\\"' : undefined;
    case 'alfanumerico':
      return ALFANUMERICO.test(valor) ? undefined : `"${valor}" solo admite letras, dígitos y ( ) , . -`;
    case 'numerico':
      return /^\d+$/.test(valor) ? undefined : `"${valor}" debe ser numérico`;
    case 'marca':
      return valor === '1' ? undefined : 'solo admite "1" o vacío';
    case 'tabla':
      return campo.valores?.has(valor) ? undefined : `el código "${valor}" no está en la tabla de SUNAT`;
  }
}
