import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoSelect } from '../../../ui/CampoSelect';
import { cuentasDePagoQuery } from '../graphql/cuentas-cobrar-pagar';
import { CampoPeriodo } from './CampoPeriodo';

interface CuentaPeriodoFiltrosProps {
  id: string;
  /** Cash boxes or bank accounts. */
  tipo: 'caja' | 'banco';
  cuenta: string | null;
  onCuenta: (id: string | null) => void;
  /** 'YYYY-MM'. */
  periodo: string;
  onPeriodo: (periodo: string) => void;
}

/** The financial account (of one type) and the month a cash or bank screen shows. */
export function CuentaPeriodoFiltros({
  id,
  tipo,
  cuenta,
  onCuenta,
  periodo,
  onPeriodo,
}: CuentaPeriodoFiltrosProps) {
  const [{ data }] = useQuery({ query: cuentasDePagoQuery, context: MANUAL_ERRORS });
  const opciones = useMemo(
    () =>
      (data?.cuentasFinancieras.filas ?? [])
        .filter((c) => c.tipo === tipo)
        .map((c) => ({ value: c.id, label: `${c.codigo} - ${c.descripcion} (${c.moneda_id})` })),
    [data, tipo],
  );
  return (
    <div className="libro-filtros">
      <CampoSelect
        id={`${id}-cuenta`}
        label={tipo === 'banco' ? 'Cuenta bancaria' : 'Caja'}
        value={cuenta}
        options={opciones}
        onChange={onCuenta}
      />
      <CampoPeriodo id={`${id}-periodo`} value={periodo} onChange={onPeriodo} />
    </div>
  );
}
