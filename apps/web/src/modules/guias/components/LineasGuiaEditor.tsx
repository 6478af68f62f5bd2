import { BotonQuitar } from '../../../ui/BotonQuitar';
import { DecimalInput } from '../../../ui/DecimalInput';
import { TextInput } from '../../../ui/TextInput';
import type { LineaGuiaForm } from '../utils/guia-form';
import { TablaFilas } from './TablaFilas';

interface LineasGuiaEditorProps {
  lineas: LineaGuiaForm[];
  onChange: (clave: string, cambios: Partial<LineaGuiaForm>) => void;
  onQuitar: (clave: string) => void;
}

const COLUMNAS = ['#', 'Código', 'Descripción', 'Unidad', 'Cantidad', ''];

/** The goods moved: código, descripción, unidad (catálogo 03) and cantidad, one row each. */
export function LineasGuiaEditor({ lineas, onChange, onQuitar }: LineasGuiaEditorProps) {
  return (
    <TablaFilas nombre="Bienes a trasladar" columnas={COLUMNAS}>
      {lineas.map((l, i) => {
        const n = i + 1;
        return (
          <tr key={l.clave}>
            <td>{n}</td>
            <td>
              <TextInput
                id={`guia-linea-${n}-codigo`}
                aria-label={`Código del bien ${n}`}
                value={l.codigo}
                maxLength={30}
                onChange={(codigo) => onChange(l.clave, { codigo })}
              />
            </td>
            <td>
              <TextInput
                id={`guia-linea-${n}-descripcion`}
                aria-label={`Descripción del bien ${n}`}
                value={l.descripcion}
                maxLength={500}
                onChange={(descripcion) => onChange(l.clave, { descripcion })}
              />
            </td>
            <td>
              <TextInput
                id={`guia-linea-${n}-unidad`}
                aria-label={`Unidad del bien ${n}`}
                value={l.unidad}
                maxLength={3}
                upperCase
                onChange={(unidad) => onChange(l.clave, { unidad })}
              />
            </td>
            <td>
              <DecimalInput
                id={`guia-linea-${n}-cantidad`}
                aria-label={`Cantidad del bien ${n}`}
                value={l.cantidad}
                onChange={(cantidad) => onChange(l.clave, { cantidad })}
              />
            </td>
            <td>
              <BotonQuitar etiqueta={`Quitar el bien ${n}`} onClick={() => onQuitar(l.clave)} />
            </td>
          </tr>
        );
      })}
    </TablaFilas>
  );
}
