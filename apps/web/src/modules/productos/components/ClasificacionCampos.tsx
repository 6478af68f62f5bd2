import { CampoSelect } from '../../../ui/CampoSelect';
import { useTablaParametrica } from '../../../ui/use-tabla-parametrica';
import { useCategoriasOpciones } from '../hooks/use-opciones-productos';
import { MEDIDA_BIEN } from '../utils/producto-form';

/** The fields of a product and a combo that classify it. */
interface Clasificacion {
  categoria_id: string | null;
  medida_id: string;
  inventario_id: string | null;
}

interface ClasificacionCamposProps {
  /** Prefix of the controls' ids ('producto', 'combo'). */
  prefijo: string;
  valor: Clasificacion;
  onChange: (cambio: Partial<Clasificacion>) => void;
}

/** Categoría, unidad de medida (catálogo 03) and tipo de existencia (PLE tabla 5). */
export function ClasificacionCampos({ prefijo, valor, onChange }: ClasificacionCamposProps) {
  const categorias = useCategoriasOpciones();
  const medidas = useTablaParametrica('cat03');
  const existencias = useTablaParametrica('ple05');
  return (
    <>
      <CampoSelect
        id={`${prefijo}-categoria`}
        label="Categoría"
        value={valor.categoria_id}
        options={categorias.opciones}
        loading={categorias.cargando}
        clearable
        filter
        onChange={(v) => onChange({ categoria_id: v })}
      />
      <CampoSelect
        id={`${prefijo}-medida`}
        label="Unidad de medida (catálogo 03)"
        value={valor.medida_id}
        options={medidas.opciones}
        loading={medidas.cargando}
        filter
        onChange={(v) => onChange({ medida_id: v ?? MEDIDA_BIEN })}
      />
      <CampoSelect
        id={`${prefijo}-inventario`}
        label="Tipo de existencia (PLE tabla 5)"
        value={valor.inventario_id}
        options={existencias.opciones}
        loading={existencias.cargando}
        clearable
        onChange={(v) => onChange({ inventario_id: v })}
      />
    </>
  );
}
