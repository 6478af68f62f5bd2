import type Decimal from 'decimal.js';
import type { Contrato, LineaBoleta } from './boleta-mensual.ts';
import { dec, porcentajeDe, soles } from './importes.ts';
import type { ParametrosPlanilla } from './parametros.ts';

/**
 * What the employer pays on the month's EsSalud base: EsSalud 9 %, never on less than the RMV in a
 * month with pay (SUNAT Informe 003-2007); with an EPS, 6.75 % to EsSalud and the 2.25 % credit that
 * pays the EPS; in a microempresa with SIS, its fixed monthly part instead; SCTR, Vida Ley and SENATI at
 * the rates the contract gives.
 */
export function aportesDelEmpleador(c: Contrato, baseEssalud: Decimal, p: ParametrosPlanilla): LineaBoleta[] {
  if (baseEssalud.lte(0)) return [];
  const lineas: LineaBoleta[] = [];
  const aporte = (
    codigo: string,
    nombre: string,
    plame: string | undefined,
    importe: Decimal,
    detalle: string,
  ) => {
    if (!importe.isZero())
      lineas.push({ codigo, nombre, ...(plame ? { plame } : {}), importe: soles(importe), detalle });
  };
  const bajoMinimo = baseEssalud.lt(p.rmv);
  const salud = bajoMinimo ? dec(p.rmv) : baseEssalud;
  const minimo = bajoMinimo ? ` (base mínima RMV ${p.rmv})` : '';
  const porTasa = (codigo: string, nombre: string, plame: string | undefined, base: Decimal, tasa = '0') =>
    aporte(codigo, nombre, plame, porcentajeDe(base, tasa), `${tasa} %${base === salud ? minimo : ''}`);

  if (c.salud === 'essalud') porTasa('essalud', 'EsSalud', '0804', salud, p.essalud);
  else if (c.salud === 'eps') {
    porTasa('essalud', 'EsSalud (con EPS)', '0804', salud, p.essaludConEps);
    porTasa('credito_eps', 'Crédito EPS', undefined, salud, p.creditoEps);
  } else
    aporte('sis', 'SIS semicontributivo', '0811', dec(p.sisMicroempresa), 'aporte mensual del empleador');
  porTasa('sctr_salud', 'SCTR salud', '0806', baseEssalud, c.tasaSctrSalud);
  porTasa('sctr_pension', 'SCTR pensión', '0805', baseEssalud, c.tasaSctrPension);
  porTasa('vida_ley', 'Seguro Vida Ley', undefined, baseEssalud, c.tasaVidaLey);
  if (c.senati) porTasa('senati', 'SENATI', '0807', baseEssalud, p.senati);
  return lineas;
}
