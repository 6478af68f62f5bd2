import type { schema } from '@kipu/db';
import { esEmailValido, validarDocumentoIdentidad } from '@kipu/peru';
import { esFecha } from '@kipu/peru/ubl/partes';
import { recortar as t } from '../../../shared/tablas-de-empresa.ts';

export type TrabajadorEntrada = {
  tipo_documento: string;
  numero_documento: string;
  apellido_paterno: string;
  apellido_materno?: string | null;
  nombres: string;
  fecha_nacimiento?: string | null;
  sexo?: string | null;
  direccion?: string | null;
  email?: string | null;
  telefono?: string | null;
  banco?: string | null;
  cuenta_bancaria?: string | null;
  fecha_ingreso: string;
  fecha_cese?: string | null;
  motivo_cese?: string | null;
};

export type TrabajadorColumnas = Omit<typeof schema.trabajadores.$inferInsert, 'empresaId'>;

/** Checks a worker (answers the Spanish message of its first problem) and maps it to columns. */
export function validarTrabajador(
  e: TrabajadorEntrada,
): { error: string } | { columnas: TrabajadorColumnas } {
  if (!t(e.tipo_documento)) return { error: 'Seleccione el tipo de documento' };
  if (!t(e.numero_documento)) return { error: 'Ingrese el número de documento' };
  // RUC (6) identifies a business, not a worker.
  if (t(e.tipo_documento) === '6') return { error: 'El trabajador se identifica con DNI, carné o pasaporte' };
  const documento = validarDocumentoIdentidad(t(e.tipo_documento), t(e.numero_documento));
  if (documento) return { error: documento };
  if (!t(e.apellido_paterno) || !t(e.nombres)) return { error: 'Ingrese los apellidos y nombres' };
  const fechas: [string, string | null | undefined][] = [
    ['nacimiento', e.fecha_nacimiento],
    ['ingreso', e.fecha_ingreso],
    ['cese', e.fecha_cese],
  ];
  for (const [nombre, f] of fechas)
    if ((nombre === 'ingreso' || t(f)) && !esFecha(t(f)))
      return { error: `La fecha de ${nombre} no es válida (AAAA-MM-DD)` };
  if (t(e.fecha_cese) && t(e.fecha_cese) < t(e.fecha_ingreso))
    return { error: 'La fecha de cese no puede ser anterior a la de ingreso' };
  if (t(e.fecha_cese) && !t(e.motivo_cese)) return { error: 'Indique el motivo del cese' };
  if (t(e.sexo) && !['M', 'F'].includes(t(e.sexo).toUpperCase())) return { error: 'El sexo debe ser M o F' };
  if (t(e.email) && !esEmailValido(t(e.email)))
    return { error: `La dirección de email "${t(e.email)}" es incorrecta` };
  if (t(e.cuenta_bancaria) && !/^[0-9-]{6,30}$/.test(t(e.cuenta_bancaria)))
    return { error: 'La cuenta bancaria solo lleva dígitos y guiones' };
  const opcional = (v: string | null | undefined) => t(v) || null;
  return {
    columnas: {
      tipoDocumento: t(e.tipo_documento),
      numeroDocumento: t(e.numero_documento).toUpperCase(),
      apellidoPaterno: t(e.apellido_paterno).toUpperCase(),
      apellidoMaterno: t(e.apellido_materno).toUpperCase(),
      nombres: t(e.nombres).toUpperCase(),
      fechaNacimiento: opcional(e.fecha_nacimiento),
      sexo: (opcional(e.sexo)?.toUpperCase() as 'M' | 'F' | undefined) ?? null,
      direccion: opcional(e.direccion),
      email: opcional(e.email)?.toLowerCase() ?? null,
      telefono: opcional(e.telefono),
      banco: opcional(e.banco),
      cuentaBancaria: opcional(e.cuenta_bancaria),
      fechaIngreso: t(e.fecha_ingreso),
      fechaCese: opcional(e.fecha_cese),
      motivoCese: opcional(e.motivo_cese),
    },
  };
}
