import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { CampoFecha } from '../../../ui/CampoFecha';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { type AsientoVarioForm, cuadreDelFormulario, lineaAsientoVacia } from '../utils/asiento-vario-form';
import { accionesDeLineas } from '../utils/lineas-form';
import { LineasAsientoVarioEditor } from './LineasAsientoVarioEditor';
import './contabilidad.css';

interface FormAsientoCuadradoProps {
  /** Prefix of the fields' ids ('asiento' gives 'asiento-fecha', 'asiento-glosa'). */
  idBase: string;
  titulo: string;
  form: AsientoVarioForm;
  onChange: (cambios: Partial<AsientoVarioForm>) => void;
  /** Label of the button that registers the entry. */
  registrar: string;
  guardando: boolean;
  onRegistrar: () => void;
  /** More header fields after the glosa. */
  children?: ReactNode;
}

/**
 * The header and lines of an entry typed by hand: the register button stays disabled until debe equals
 * haber and there is a glosa, so no unbalanced entry reaches the server.
 */
export function FormAsientoCuadrado({ form, onChange, ...props }: FormAsientoCuadradoProps) {
  const cuadre = cuadreDelFormulario(form);
  const { cambiarLinea, quitarLinea, agregarLinea } = accionesDeLineas(
    form.lineas,
    lineaAsientoVacia,
    onChange,
  );
  return (
    <>
      <section className="compra-grilla" aria-label={props.titulo}>
        <FormField id={`${props.idBase}-fecha`} label="Fecha">
          <CampoFecha value={form.fecha} onChange={(fecha) => onChange({ fecha })} />
        </FormField>
        <FormField id={`${props.idBase}-glosa`} label="Glosa" className="compra-grilla__ancho">
          <TextInput value={form.glosa} onChange={(glosa) => onChange({ glosa })} maxLength={200} />
        </FormField>
        {props.children}
      </section>
      <LineasAsientoVarioEditor
        lineas={form.lineas}
        cuadre={cuadre}
        onChange={cambiarLinea}
        onQuitar={quitarLinea}
      />
      <div className="libro-filtros">
        <Button
          type="button"
          label="Agregar línea"
          icon="pi pi-plus"
          size="small"
          outlined
          onClick={agregarLinea}
        />
        <Button
          type="button"
          label={props.registrar}
          icon="pi pi-check"
          loading={props.guardando}
          disabled={!cuadre.cuadrado || !form.glosa.trim()}
          onClick={props.onRegistrar}
        />
      </div>
    </>
  );
}
