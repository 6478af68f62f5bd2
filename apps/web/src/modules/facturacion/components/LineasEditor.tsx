import type { LineaCalculada } from '@kipu/peru/comprobantes/calculo';
import { Dropdown } from 'primereact/dropdown';
import { BotonQuitar } from '../../../ui/BotonQuitar';
import { DecimalInput } from '../../../ui/DecimalInput';
import { TextInput } from '../../../ui/TextInput';
import { formatMonto, sumarMontos } from '../../../ui/utils/montos';
import { AFECTACIONES, type BaseCalculo, type LineaForm } from '../utils/comprobante-form';

interface LineasEditorProps {
  lineas: LineaForm[];
  base: BaseCalculo;
  /** The computed lines by row key (rows left blank or invalid have none). */
  calculadas: Map<string, LineaCalculada>;
  onChange: (clave: string, cambios: Partial<LineaForm>) => void;
  onQuitar: (clave: string) => void;
}

/** The document's lines as an editable grid: one row per line, Tab goes across, the amount per basis. */
export function LineasEditor({ lineas, base, calculadas, onChange, onQuitar }: LineasEditorProps) {
  const etiquetaMonto = base === 'precio_unitario' ? 'P. unit. (con IGV)' : 'V. unit. (sin IGV)';
  return (
    <table className="facturador-lineas">
      <thead>
        <tr>
          <th>#</th>
          <th>Código</th>
          <th>Descripción</th>
          <th>Unidad</th>
          <th>Cantidad</th>
          <th>{etiquetaMonto}</th>
          <th>Afectación</th>
          <th className="celda-monto">Importe</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {lineas.map((l, i) => {
          const n = i + 1;
          const c = calculadas.get(l.clave);
          return (
            <tr key={l.clave}>
              <td>{n}</td>
              <td>
                <TextInput
                  id={`linea-${n}-codigo`}
                  aria-label={`Código del ítem ${n}`}
                  value={l.codigo}
                  maxLength={30}
                  onChange={(v) => onChange(l.clave, { codigo: v })}
                />
              </td>
              <td>
                <TextInput
                  id={`linea-${n}-descripcion`}
                  aria-label={`Descripción del ítem ${n}`}
                  value={l.descripcion}
                  maxLength={500}
                  onChange={(v) => onChange(l.clave, { descripcion: v })}
                />
              </td>
              <td>
                <TextInput
                  id={`linea-${n}-unidad`}
                  aria-label={`Unidad del ítem ${n}`}
                  value={l.unidad}
                  maxLength={3}
                  upperCase
                  onChange={(v) => onChange(l.clave, { unidad: v })}
                />
              </td>
              <td>
                <DecimalInput
                  id={`linea-${n}-cantidad`}
                  aria-label={`Cantidad del ítem ${n}`}
                  value={l.cantidad}
                  onChange={(v) => onChange(l.clave, { cantidad: v })}
                />
              </td>
              <td>
                <DecimalInput
                  id={`linea-${n}-monto`}
                  aria-label={`${etiquetaMonto} del ítem ${n}`}
                  value={l.monto}
                  onChange={(v) => onChange(l.clave, { monto: v })}
                />
              </td>
              <td>
                <Dropdown
                  inputId={`linea-${n}-afectacion`}
                  aria-label={`Afectación del ítem ${n}`}
                  value={l.afectacion}
                  options={[...AFECTACIONES]}
                  onChange={(e) => {
                    if (typeof e.value === 'string') onChange(l.clave, { afectacion: e.value });
                  }}
                />
              </td>
              <td className="celda-monto" data-testid={`linea-${n}-importe`}>
                {c ? formatMonto(sumarMontos([c.valorVenta, c.totalTributos])) : ''}
              </td>
              <td>
                <BotonQuitar etiqueta={`Quitar el ítem ${n}`} onClick={() => onQuitar(l.clave)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
