import { Message } from 'primereact/message';
import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { SelectBuscar, type SelectOption } from '../../../ui/SelectBuscar';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { productosBuscarQuery } from '../../productos/graphql/productos';
import { excelKardexQuery, kardexQuery, pdfKardexQuery } from '../graphql/inventarios';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { BotonesArchivo } from './BotonesArchivo';
import { CampoPeriodo } from './CampoPeriodo';
import './contabilidad.css';

type Valor = { cantidad: string; costo_unitario: string; costo_total: string };

/** A quantity or amount left blank when zero, so the kardex reads like the printed one. */
const sinCero = (v: string, monto = false) => (/^-?0(\.0+)?$/.test(v) ? '' : monto ? formatMonto(v) : v);

function Celdas({ v, valorizado }: { v: Valor; valorizado: boolean }) {
  return (
    <>
      <td className="celda-monto">{sinCero(v.cantidad)}</td>
      {valorizado && <td className="celda-monto">{sinCero(v.costo_unitario)}</td>}
      {valorizado && <td className="celda-monto">{sinCero(v.costo_total, true)}</td>}
    </>
  );
}

/**
 * /repo/kardex12 and /repo/kardex13: a product's kardex in a period, in units or valued at the weighted
 * average — the opening balance, each movement with its running balance, the final balance — and its
 * Excel and PDF (formats 12.1 and 13.1).
 */
export function KardexPage({ valorizado }: { valorizado: boolean }) {
  const client = useClient();
  const { periodo } = usePeriodoLibro();
  const [mes, setMes] = useState(periodo);
  const [producto, setProducto] = useState<SelectOption | null>(null);
  const [opciones, setOpciones] = useState<SelectOption[]>([]);
  const [{ data, fetching, error }] = useQuery({
    query: kardexQuery,
    variables: { producto_id: producto?.value ?? '', periodo: periodoLibro(mes) },
    pause: !producto,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const k = producto ? data?.kardex13 : undefined;
  const grupos = valorizado ? 3 : 1;

  async function buscar(param: string) {
    const r = await client.query(productosBuscarQuery, { param, limite: 20 }, MANUAL_ERRORS).toPromise();
    setOpciones(
      (r.data?.productos.filas ?? []).map((p) => ({ value: p.id, label: `${p.codigo} - ${p.descripcion}` })),
    );
  }

  return (
    <div className="page">
      <h1 className="page__title">{valorizado ? 'Kardex valorizado (13.1)' : 'Kardex en unidades (12.1)'}</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <FormField id="kardex-producto" label="Producto">
          <SelectBuscar
            id="kardex-producto"
            value={producto}
            onChange={setProducto}
            options={opciones}
            onSearch={(texto) => void buscar(texto)}
            placeholder="Código o descripción del producto"
          />
        </FormField>
        <CampoPeriodo id="kardex-periodo" value={mes} onChange={setMes} />
        {k && producto && (
          <BotonesArchivo
            variables={{ producto_id: producto.value, periodo: periodoLibro(mes), valorizado }}
            excel={{ query: excelKardexQuery, elegir: (d) => d.excelKardex }}
            pdf={{ query: pdfKardexQuery, elegir: (d) => d.pdfKardex }}
          />
        )}
        {fetching && <span>Cargando...</span>}
      </div>
      {k?.problemas.map((p) => (
        <Message key={p} severity="warn" text={p} className="w-full" />
      ))}
      {k && (
        <table className="tabla-libro" aria-label={`Kardex de ${k.codigo}`}>
          <caption>
            {k.codigo} - {k.descripcion} ({k.unidad})
          </caption>
          <thead>
            <tr>
              <th rowSpan={2}>Fecha</th>
              <th rowSpan={2}>Documento</th>
              <th rowSpan={2}>Operación</th>
              <th colSpan={grupos}>Entradas</th>
              <th colSpan={grupos}>Salidas</th>
              <th colSpan={grupos}>Saldo</th>
            </tr>
            <tr>
              {['e', 's', 'f'].flatMap((g) =>
                (valorizado ? ['Cantidad', 'C. unitario', 'C. total S/'] : ['Cantidad']).map((c) => (
                  <th key={`${g}-${c}`} className="celda-monto">
                    {c}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            <tr className="tabla-libro__operacion">
              <td colSpan={3 + 2 * grupos}>Saldo inicial</td>
              <Celdas v={k.inicial} valorizado={valorizado} />
            </tr>
            {k.lineas.map((l) => (
              <tr key={l.id}>
                <td>{formatFecha(l.fecha)}</td>
                <td>{l.documento || l.glosa}</td>
                <td>{l.tipo_operacion}</td>
                <Celdas v={l.entrada} valorizado={valorizado} />
                <Celdas v={l.salida} valorizado={valorizado} />
                <Celdas v={l.saldo} valorizado={valorizado} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="kardex-saldo-final">
              <td colSpan={3 + 2 * grupos}>Saldo final</td>
              <Celdas v={k.final} valorizado={valorizado} />
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
