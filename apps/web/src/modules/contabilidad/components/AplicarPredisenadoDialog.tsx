import { useMutation } from 'urql';
import type { AsientoPredisenadoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { DecimalInput } from '../../../ui/DecimalInput';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { type Errores, useFormulario } from '../../../ui/use-formulario';
import { hoyLima } from '../../../ui/utils/fechas';
import { aplicarAsientoPredisenadoMutation } from '../graphql/asientos-predisenados';
import { previaAplicacion, usaImporte } from '../utils/asiento-predisenado-form';
import { TablaAsiento } from './TablaAsiento';

type AplicarForm = { fecha: string; importe: string; glosa: string };

/** The asiento just posted: its CUO and period (AAAAMM), to find it in the books. */
export type AsientoAplicado = { cuo: string; periodo: string };

interface AplicarPredisenadoDialogProps {
  plantilla: AsientoPredisenadoFieldsFragment;
  cerrar: () => void;
  aplicado: (a: AsientoAplicado) => void;
}

/**
 * Applies a template: the date (its period must be open), the amount its percentages take and the
 * glosa, with the asiento it will post shown before registering it.
 */
export function AplicarPredisenadoDialog({ plantilla, cerrar, aplicado }: AplicarPredisenadoDialogProps) {
  const toast = useToast();
  const conImporte = usaImporte(plantilla);
  const f = useFormulario<AplicarForm>(() => ({ fecha: hoyLima(), importe: '', glosa: plantilla.glosa }));
  const [{ fetching }, aplicar] = useMutation(aplicarAsientoPredisenadoMutation);
  const previa = previaAplicacion(plantilla, f.form.importe);

  const validar = (form: AplicarForm): Errores<AplicarForm> => {
    const errores: Errores<AplicarForm> = {};
    if (!form.fecha) errores.fecha = 'Indique la fecha del asiento';
    if ('error' in previa) errores.importe = previa.error;
    if (!form.glosa.trim()) errores.glosa = 'Indique la glosa del asiento';
    return errores;
  };

  async function registrar() {
    let asiento: AsientoAplicado | undefined;
    const ok = await f.guardar(validar, async (form) => {
      const r = await aplicar(
        {
          id: plantilla.id,
          fecha: form.fecha,
          importe: conImporte ? form.importe.trim() : '0',
          glosa: form.glosa.trim(),
        },
        MANUAL_ERRORS,
      );
      asiento = r.data?.aplicarAsientoPredisenado;
      return r;
    });
    if (!ok || !asiento) return;
    toast.success(`Asiento registrado con CUO ${asiento.cuo}`);
    aplicado(asiento);
  }

  return (
    <DialogoFormulario
      titulo={`Aplicar ${plantilla.nombre}`}
      visible
      onHide={cerrar}
      onSubmit={() => void registrar()}
      guardando={fetching}
      errorServidor={f.errorServidor}
      etiquetaGuardar="Registrar asiento"
      ancho="52rem"
    >
      <div className="form-grid">
        <FormField id="aplicar-fecha" label="Fecha" error={f.errores.fecha}>
          <CampoFecha value={f.form.fecha} onChange={(v) => f.set('fecha', v)} />
        </FormField>
        {conImporte && (
          <FormField id="aplicar-importe" label="Importe S/" error={f.errores.importe}>
            <DecimalInput value={f.form.importe} onChange={(v) => f.set('importe', v)} autoFocus />
          </FormField>
        )}
        <FormField id="aplicar-glosa" label="Glosa" error={f.errores.glosa}>
          <TextInput value={f.form.glosa} onChange={(v) => f.set('glosa', v)} maxLength={200} />
        </FormField>
      </div>
      {'error' in previa ? null : <TablaAsiento titulo="Asiento a registrar" lineas={previa} />}
    </DialogoFormulario>
  );
}
